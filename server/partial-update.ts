// Partial updates: a write's body names only what changes. A field it does not send keeps its stored
// value; a field sent as null (or empty, where the field says so) clears it. The zod schemas of such
// bodies leave an absent field undefined and turn a clearing value into null; this applies them.
export type Patch<T> = { [K in keyof T]?: T[K] | undefined };

/** `current` with every field the patch sends replaced (null included); fields it leaves undefined are kept. */
export function applyPatch<T extends object>(current: T, patch: Patch<T>): T {
  const next = { ...current };
  for (const key of Object.keys(current) as Array<keyof T>) {
    const value = patch[key];
    if (value !== undefined) next[key] = value as T[keyof T];
  }
  return next;
}
