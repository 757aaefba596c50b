/** A compact, readable line of an audit before/after record: 'hasPaid: true, paidAmount: 12.50'. */
export function describeRecord(record: unknown): string {
  if (record === null || record === undefined) return '—';
  if (typeof record !== 'object') return String(record);
  return Object.entries(record as Record<string, unknown>)
    .map(([key, value]) => {
      const shown = value === null ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value);
      return `${key}: ${shown}`;
    })
    .join(', ');
}
