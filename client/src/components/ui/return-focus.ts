import { useRef } from 'react';

type AutoFocusHandler = (event: Event) => void;

/**
 * Focus back on the control that opened a dialog, when it closes (Escape, the close button, a click
 * outside, or the app closing it). Radix does this only for a dialog opened by its own Trigger; a
 * dialog opened from state (a card's 'View Rosters', a confirmation before submitting) left the focus
 * on the page's body, and a keyboard or screen-reader user started again from the top.
 *
 * The opener is whatever had the focus when the dialog mounted: Radix announces the mount
 * (`onOpenAutoFocus`) before it moves the focus in. A caller's own handlers run first and may take
 * over by preventing the default, as the mobile menu's does (docs/decisions/0038).
 */
export function useReturnFocus({
  onOpenAutoFocus,
  onCloseAutoFocus,
}: {
  onOpenAutoFocus?: AutoFocusHandler;
  onCloseAutoFocus?: AutoFocusHandler;
}): { onOpenAutoFocus: AutoFocusHandler; onCloseAutoFocus: AutoFocusHandler } {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event) => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event) => {
      onCloseAutoFocus?.(event);
      const target = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
