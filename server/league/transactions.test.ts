import { describe, expect, it } from 'vitest';
import type { SleeperTransaction } from '../sleeper/schemas';
import { buildTeams } from './teams';
import { makeRoster, makeUser } from './test-data';
import {
  sortAndFilterTransactions,
  transactionSubLine,
  transactionTitle,
  transactionType,
} from './transactions';

const rosters = [1, 2, 3].map((id) => makeRoster(id, { wins: 0, losses: 0 }));
const teams = buildTeams(rosters, [
  makeUser('u1', 'alice', 'Alpha'),
  makeUser('u2', 'bob', 'Bravo'),
  makeUser('u3', 'cy'),
]);
const playerNames = new Map([
  ['p1', 'Patrick Mahomes'],
  ['p2', 'Derrick Henry'],
  ['p3', 'Travis Kelce'],
  ['DET', 'Detroit Lions'],
]);
const ctx = { teams, playerNames };

function tx(partial: Partial<SleeperTransaction>): SleeperTransaction {
  return { transaction_id: 't', type: 'free_agent', status: 'complete', created: 1000, ...partial };
}

describe('transaction titles', () => {
  it('describes a waiver claim with its drop', () => {
    const t = tx({ type: 'waiver', roster_ids: [1], adds: { p1: 1 }, drops: { p9: 1 } });
    expect(transactionTitle(t, ctx)).toBe('Alpha claimed Patrick Mahomes and dropped Player p9');
    expect(transactionSubLine(t)).toBe('Waiver claim');
    expect(transactionSubLine({ ...t, status: 'failed' })).toBe('Waiver claim (failed)');
  });

  it('names the FAAB bid of a waiver claim', () => {
    const t = tx({ type: 'waiver', roster_ids: [2], adds: { p3: 2 }, settings: { waiver_bid: 17, seq: 0 } });
    expect(transactionTitle(t, ctx)).toBe('Bravo claimed Travis Kelce for $17');
    expect(transactionTitle({ ...t, settings: { waiver_bid: 0 } }, ctx)).toBe('Bravo claimed Travis Kelce');
  });

  it('describes free agent adds and drops', () => {
    expect(transactionTitle(tx({ roster_ids: [3], adds: { DET: 3 } }), ctx)).toBe('cy added Detroit Lions');
    expect(transactionTitle(tx({ roster_ids: [2], drops: { p2: 2 } }), ctx)).toBe(
      'Bravo dropped Derrick Henry',
    );
  });

  it('describes a two-team trade with players, picks and FAAB', () => {
    const t = tx({
      type: 'trade',
      roster_ids: [1, 2],
      adds: { p1: 2, p2: 1 },
      drops: { p1: 1, p2: 2 },
      draft_picks: [{ season: '2026', round: 2, roster_id: 1, previous_owner_id: 1, owner_id: 2 }],
      waiver_budget: [{ sender: 2, receiver: 1, amount: 15 }],
    });
    expect(transactionTitle(t, ctx)).toBe(
      'Alpha traded Patrick Mahomes and 2026 round 2 pick to Bravo for Derrick Henry and $15 FAAB',
    );
    expect(transactionSubLine(t)).toBe('Trade');
  });

  it('describes a multi-team trade team by team', () => {
    const t = tx({
      type: 'trade',
      roster_ids: [1, 2, 3],
      adds: { p1: 2, p2: 3, p3: 1 },
      drops: { p1: 1, p2: 2, p3: 3 },
    });
    expect(transactionTitle(t, ctx)).toBe(
      'Trade between Alpha, Bravo and cy: Alpha gets Travis Kelce; Bravo gets Patrick Mahomes; cy gets Derrick Henry',
    );
    expect(transactionSubLine(t)).toBe('3-team trade');
  });

  it('labels commissioner moves and maps unknown types to other', () => {
    const t = tx({ type: 'commissioner', roster_ids: [2], adds: { p3: 2 } });
    expect(transactionType(t.type)).toBe('other');
    expect(transactionTitle(t, ctx)).toBe('Commissioner: Bravo added Travis Kelce');
    expect(transactionSubLine(t)).toBe('Commissioner move');
    expect(transactionSubLine(tx({ roster_ids: [3], adds: { DET: 3 } }))).toBe('Free agent move');
    expect(transactionSubLine(tx({ type: 'something_new', roster_ids: [] }))).toBe('Roster move');
  });
});

describe('sortAndFilterTransactions', () => {
  it('orders by status_updated newest first and drops failed claims', () => {
    const list = sortAndFilterTransactions([
      tx({ transaction_id: 'old', created: 100, status_updated: 200 }),
      // Offered long ago, accepted last: status_updated decides.
      tx({ transaction_id: 'trade', type: 'trade', created: 50, status_updated: 900 }),
      tx({ transaction_id: 'failed', type: 'waiver', status: 'failed', created: 1000, status_updated: 1000 }),
      tx({ transaction_id: 'mid', created: 500 }),
    ]);
    expect(list.map((t) => t.transaction_id)).toEqual(['trade', 'mid', 'old']);
  });
});
