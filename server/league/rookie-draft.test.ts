// The rookie-draft rule (docs/decisions/0029) on small hand-made drafts.
import { describe, expect, it } from 'vitest';
import type { SleeperDraft, SleeperDraftPick } from '../sleeper/schemas';
import { draftSchema } from '../sleeper/schemas';
import { isRookieDraft } from './rookie-draft';

const draft = (status: string, playerType?: number): SleeperDraft => ({
  draft_id: 'D1',
  status,
  season: '2025',
  settings: { teams: 2, rounds: 2, ...(playerType === undefined ? {} : { player_type: playerType }) },
});
const pick = (
  pick_no: number,
  yearsExp: string | undefined,
  is_keeper: boolean | null = null,
): SleeperDraftPick => ({
  round: Math.ceil(pick_no / 2),
  pick_no,
  roster_id: ((pick_no - 1) % 2) + 1,
  player_id: `p${pick_no}`,
  is_keeper,
  metadata: {
    first_name: 'P',
    last_name: String(pick_no),
    ...(yearsExp === undefined ? {} : { years_exp: yearsExp }),
  },
});

describe('isRookieDraft', () => {
  it('is a rookie draft when every pick took a player with no year of experience', () => {
    expect(
      isRookieDraft(draft('complete', 1), [pick(1, '0'), pick(2, '0'), pick(3, '0'), pick(4, '0')]),
    ).toBe(true);
    // The picks decide, whatever player_type says.
    expect(isRookieDraft(draft('complete'), [pick(1, '0'), pick(2, '0')])).toBe(true);
  });

  it('is not one for a startup draft of veterans and rookies', () => {
    expect(isRookieDraft(draft('complete'), [pick(1, '6'), pick(2, '0'), pick(3, '3'), pick(4, '11')])).toBe(
      false,
    );
  });

  it('is not one when a single pick took a veteran, even with player_type 1', () => {
    expect(
      isRookieDraft(draft('complete', 1), [pick(1, '0'), pick(2, '0'), pick(3, '1'), pick(4, '0')]),
    ).toBe(false);
  });

  it('leaves keepers out (they were drafted before) and counts a pick without years_exp as no rookie', () => {
    expect(isRookieDraft(draft('complete'), [pick(1, '7', true), pick(2, '0'), pick(3, '0')])).toBe(true);
    expect(isRookieDraft(draft('complete'), [pick(1, '0'), pick(2, undefined)])).toBe(false);
  });

  it("before the first pick, trusts Sleeper's player_type 1 as the hint", () => {
    expect(isRookieDraft(draft('pre_draft', 1), [])).toBe(true);
    expect(isRookieDraft(draft('pre_draft', 0), [])).toBe(false);
    expect(isRookieDraft(draft('pre_draft'), [])).toBe(false);
    // Only keepers placed so far: still no pick made.
    expect(isRookieDraft(draft('pre_draft', 1), [pick(1, '4', true)])).toBe(true);
    expect(isRookieDraft(null, [])).toBe(false);
  });

  it('reads an unexpected player_type as no hint rather than refusing the draft', () => {
    const parsed = draftSchema.parse({
      ...draft('pre_draft'),
      settings: { teams: 2, player_type: 'rookies' },
    });
    expect(parsed.settings?.player_type).toBeNull();
    expect(isRookieDraft(parsed, [])).toBe(false);
  });
});
