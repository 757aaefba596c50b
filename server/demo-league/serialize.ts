/** The exact bytes of one fixture file: compact JSON and a final newline. */
export function serializeFixture(value: unknown): string {
  return `${JSON.stringify(value)}\n`;
}
