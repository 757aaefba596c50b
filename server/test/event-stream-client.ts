// A minimal text/event-stream client over fetch (Node has no EventSource): for the live stream's API
// tests and the live benchmark. Collects `event:`/`data:` blocks (JSON data) until the stream ends.

export interface StreamEvent {
  event: string;
  data: unknown;
  /** performance.now() when the event arrived. */
  at: number;
}

export interface EventStreamClient {
  response: Response;
  events: StreamEvent[];
  /** Called for each event as it arrives. */
  onEvent(listener: (event: StreamEvent) => void): void;
  /** Resolves when the stream has ended (closed by the server, or aborted). */
  done: Promise<void>;
  ended(): boolean;
  abort(): void;
}

/** `headers`: more request headers (a proxy's X-Forwarded-Proto). */
export async function openEventStream(
  url: string,
  cookie: string,
  headers: Record<string, string> = {},
): Promise<EventStreamClient> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { ...headers, accept: 'text/event-stream', cookie },
    signal: controller.signal,
  });
  const events: StreamEvent[] = [];
  const listeners: Array<(event: StreamEvent) => void> = [];
  let ended = false;
  const done = (async () => {
    if (!response.body) return;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (!event || !data) continue;
          const received = { event, data: JSON.parse(data) as unknown, at: performance.now() };
          events.push(received);
          for (const listener of listeners) listener(received);
        }
      }
    } catch {
      // aborted
    } finally {
      ended = true;
    }
  })();
  return {
    response,
    events,
    onEvent: (listener) => listeners.push(listener),
    done,
    ended: () => ended,
    abort: () => controller.abort(),
  };
}

/** Waits until `predicate` holds, checking every 25 ms; throws after `timeoutMs`. */
export async function waitUntil(predicate: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!predicate()) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
