// Characters a name typed or imported must not hold: control characters (C0, DEL, C1: NUL, tab, line
// breaks...), the line and paragraph separators, and the marks that change the direction of the text
// around them (bidirectional marks, embeddings, overrides, isolates), with which a name reads as
// something other than what it holds, or reverses what follows it on the page.
const CONTROL = /\p{Cc}/u;
const UNSAFE_IN_NAME = /[\p{Cc}\p{Zl}\p{Zp}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/** Whether `text` holds a control character (C0, DEL, C1). */
export const hasControlCharacter = (text: string) => CONTROL.test(text);

/** The first character a name must not hold, as U+XXXX, or null when there is none. */
export function unsafeNameCharacter(text: string): string | null {
  const found = UNSAFE_IN_NAME.exec(text)?.[0];
  return found === undefined
    ? null
    : `U+${found.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}
