// What the charts' drawings need in jsdom, which measures nothing: a ResizeObserver that reports the
// box as 600 px wide once observed.
export function stubResizeObserver(): void {
  class FixedWidthObserver {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      const rect = { width: 600, height: 300, top: 0, left: 0 } as DOMRectReadOnly;
      this.callback(
        [{ target, contentRect: rect } as ResizeObserverEntry],
        this as unknown as ResizeObserver,
      );
    }
    unobserve() {}
    disconnect() {}
  }
  globalThis.ResizeObserver = FixedWidthObserver as unknown as typeof ResizeObserver;
}
