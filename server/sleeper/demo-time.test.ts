import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import type { KeeperStatusResponse } from '../../common/keepers';
import type { LeagueSettings } from '../../common/settings';
import type { Transaction } from '../../common/league';
import { createTestApp, fixedClock } from '../test/harness';
import { readDemoFixture } from './demo-fixtures';
import { DEMO_KEEPER_DEADLINE, DEMO_PRESENT, DEMO_TIME_ZONE, DemoTime } from './demo-time';
import type { NflState, SleeperDraft, SleeperTransaction } from './schemas';

const central = (ms: number) => format(new TZDate(ms, DEMO_TIME_ZONE), 'yyyy-MM-dd HH:mm:ss');
const at = (iso: string) => new DemoTime(fixedClock(iso));

describe('DemoTime', () => {
  it("counts whole Central days from the demo's present (Sunday 2025-12-07) to today", () => {
    expect(at(new Date(DEMO_PRESENT).toISOString()).days()).toBe(0);
    expect(at('2025-12-08T05:59:00Z').days()).toBe(0); // still Sunday 11:59 PM in Chicago
    expect(at('2025-12-08T06:00:00Z').days()).toBe(1);
    expect(at('2026-11-22T16:00:00Z').days()).toBe(350);
    expect(at('2025-11-30T12:00:00Z').days()).toBe(-7);
  });

  it('keeps the Central wall-clock time across daylight saving time', () => {
    // 2026-03-01 23:59:59 CST moved 14 days is 2026-03-15 23:59:59 CDT, not 2026-03-16 00:59:59.
    expect(central(at('2025-12-21T18:00:00Z').shift(DEMO_KEEPER_DEADLINE))).toBe('2026-03-15 23:59:59');
    expect(central(at('2026-11-22T16:00:00Z').shift(DEMO_KEEPER_DEADLINE))).toBe('2027-02-14 23:59:59');
  });

  it('moves transactions, drafts and the season start, the same object for the same day', () => {
    const clock = fixedClock('2026-11-22T16:00:00Z');
    const time = new DemoTime(clock);
    const list: SleeperTransaction[] = [
      {
        transaction_id: '1',
        type: 'waiver',
        status: 'complete',
        created: DEMO_PRESENT,
        status_updated: null,
      },
    ];
    const moved = time.transactions(list);
    expect(central(moved[0]!.created)).toBe('2026-11-22 15:05:00');
    expect(moved[0]!.status_updated).toBeNull();
    expect(time.transactions(list)).toBe(moved);
    clock.advance(24 * 60 * 60 * 1000);
    expect(time.transactions(list)).not.toBe(moved);

    const draft = {
      draft_id: 'd',
      status: 'complete',
      season: '2025',
      start_time: 1755990000000,
    } as SleeperDraft;
    expect(central(time.draft(draft).start_time!)).toBe('2026-08-09 18:00:00');
    const state = { week: 14, season: '2025', season_start_date: '2025-09-04' } as NflState;
    expect(time.state(state).season_start_date).toBe('2026-08-21');
    expect(at(new Date(DEMO_PRESENT).toISOString()).state(state)).toBe(state);
  });
});

describe('the demo league in the present', () => {
  it('reads its newest moves as recent and its keeper deadline about twelve weeks ahead', async () => {
    const now = Date.parse('2026-11-22T16:00:00Z');
    const t = await createTestApp({ clock: fixedClock(new Date(now).toISOString()) });
    try {
      const cookie = await t.loginAs('member');
      const base = `/api/league/${t.ctx.leagueId}`;
      const [newest] = (
        await t.app.inject({ url: `${base}/transactions?limit=1`, headers: { cookie } })
      ).json<Transaction[]>();
      const age = now - Date.parse(newest!.createdAt);
      // The fixtures' newest move: Saturday 2025-12-06, the day before the demo's present.
      const fixtureAge =
        DEMO_PRESENT -
        Math.max(
          ...readDemoFixture<SleeperTransaction[]>(`league/${t.ctx.leagueId}/transactions/14`).map(
            (tx) => tx.status_updated ?? tx.created,
          ),
        );
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThan(2 * 24 * 60 * 60 * 1000);
      expect(Math.abs(age - fixtureAge)).toBeLessThan(24 * 60 * 60 * 1000);

      const status = (
        await t.app.inject({ url: `${base}/keeper-status/2025`, headers: { cookie } })
      ).json<KeeperStatusResponse>();
      expect(central(Date.parse(status.deadline!))).toBe('2027-02-14 23:59:59');
      expect(status.deadlinePassed).toBe(false);

      // The seeded dates are the season's own, as "Refresh from Sleeper" reads them, moved alike.
      const owner = await t.loginAs('owner');
      const settings = `${base}/settings/2025`;
      const seeded = (
        await t.app.inject({ url: settings, headers: { cookie: owner } })
      ).json<LeagueSettings>();
      expect(central(Date.parse(seeded.draftDate!))).toBe('2026-08-08 18:00:00');
      expect(central(Date.parse(seeded.seasonStartDate!))).toBe('2026-08-20 00:00:00');
      const refreshed = await t.app.inject({
        method: 'POST',
        url: `${settings}/refresh`,
        headers: { cookie: owner },
      });
      expect(refreshed.json()).toEqual(seeded);
    } finally {
      await t.close();
    }
  });
});
