import { describe, expect, it } from 'vitest';
import { describeRecord } from './audit-format';

describe('describeRecord', () => {
  it('lists the fields of a record, showing empty values as a dash', () => {
    expect(describeRecord({ hasPaid: true, paidAmount: '12.50', notes: null })).toBe(
      'hasPaid: true, paidAmount: 12.50, notes: —',
    );
  });

  it('shows nested values as JSON and a missing record as a dash', () => {
    expect(describeRecord({ members: ['Dana', 'Lee'] })).toBe('members: ["Dana","Lee"]');
    expect(describeRecord(null)).toBe('—');
    expect(describeRecord(undefined)).toBe('—');
  });
});
