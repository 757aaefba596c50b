import type { RulesDocument } from '@common/rules';
import { formatCentral } from '@/lib/format';

/** "Version 2, saved December 1, 2025 by BigPlayBrenda", or that nothing is written yet. */
export function versionLine(rules: Pick<RulesDocument, 'version' | 'updatedAt' | 'updatedBy'>): string {
  if (rules.version === 0 || !rules.updatedAt) return 'No rules written yet';
  return `Version ${rules.version}, saved ${formatCentral(rules.updatedAt, 'MMMM d, yyyy')} by ${rules.updatedBy}`;
}
