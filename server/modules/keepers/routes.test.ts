import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { droppedIndex, seedCommitment } from '../../../common/keeper-lottery';
import { draftReportResponseSchema } from '../../../common/almanac';
import type { DraftBoard } from '../../../common/drafts';
import {
  keeperCandidatesResponseSchema,
  type KeeperRosterPlayer,
  type KeeperSelection,
  type LotteryRunResponse,
} from '../../../common/keepers';
import { createTestApp, fixedClock, type TestApp } from '../../test/harness';

// The demo seeds its season's keeper deadline (2026-03-01 23:59:59 Central) moved to the present
// (server/sleeper/demo-time.ts): twelve weeks after the clock's day.
const clock = fixedClock('2026-11-21T12:00:00Z');
let t: TestApp;
let memberCookie: string;
let ownerCookie: string;
let memberRosterId: number;
let otherRosterId: number;
let base: string;

async function call(method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object) {
  const response = await t.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload }),
  });
  const text = response.body;
  return {
    status: response.statusCode,
    body: (text ? JSON.parse(text) : null) as Record<string, unknown> | null,
  };
}

/** A valid selection for a roster, found by the rules: a drafted franchise, 3 waiver pickups at other positions. */
async function validPicks(rosterId: number) {
  const { body } = await call('GET', `${base}/roster-players/${rosterId}`, memberCookie);
  const players = body as unknown as KeeperRosterPlayer[];
  const waivers = players.filter((p) => p.isWaiverPickup);
  const franchise = players.find(
    (p) => !p.isWaiverPickup && waivers.filter((w) => w.position !== p.position).length >= 3,
  )!;
  const lottery = waivers.filter((w) => w.position !== franchise.position).slice(0, 3);
  const samePosition = waivers.find((w) => w.position === franchise.position);
  return { franchise, lottery, samePosition, players };
}

const pageBody = (f: string, l: string[], isSubmitted: boolean) => ({
  franchisePlayerId: f,
  lotteryPlayer1Id: l[0] ?? null,
  lotteryPlayer2Id: l[1] ?? null,
  lotteryPlayer3Id: l[2] ?? null,
  isSubmitted,
});

beforeAll(async () => {
  t = await createTestApp({ clock });
  base = `/api/league/${t.ctx.leagueId}`;
  memberCookie = await t.loginAs('member');
  ownerCookie = await t.loginAs('owner');
  const me = await call('GET', '/api/auth/user', memberCookie);
  memberRosterId = me.body!.rosterId as number;
  otherRosterId = memberRosterId === 1 ? 3 : 1;
});
afterAll(async () => {
  await t.close();
});

describe('keeper selection: member', () => {
  it('lists roster players with their draft round or as waiver pickups', async () => {
    const { players } = await validPicks(memberRosterId);
    expect(players.length).toBeGreaterThan(10);
    expect(players.some((p) => p.isWaiverPickup && p.draftRound === null)).toBe(true);
    expect(players.some((p) => !p.isWaiverPickup && typeof p.draftRound === 'number')).toBe(true);
  });

  it('starts with no selection (null)', async () => {
    const res = await call('GET', `${base}/keeper-selection/2025`, memberCookie);
    expect(res).toEqual({ status: 200, body: null });
  });

  it("refuses to write another roster's selection (403)", async () => {
    const { franchise, lottery } = await validPicks(otherRosterId);
    const res = await call('POST', `${base}/keeper-selection/2025`, memberCookie, {
      ...pageBody(
        franchise.playerId,
        lottery.map((p) => p.playerId),
        false,
      ),
      rosterId: otherRosterId,
    });
    expect(res.status).toBe(403);
    expect(res.body!.message).toBe('You can only change the keeper selection of your own roster.');
  });

  it("refuses another roster's player in the member's own selection", async () => {
    const { franchise } = await validPicks(otherRosterId);
    const res = await call(
      'POST',
      `${base}/keeper-selection/2025`,
      memberCookie,
      pageBody(franchise.playerId, [], false),
    );
    expect(res.status).toBe(400);
    expect(res.body!.message).toBe('Not Your Player: You can only select players from your own roster.');
  });

  it('refuses a lottery player at the franchise position with the message of docs/product.md §5', async () => {
    const { franchise, samePosition } = await validPicks(memberRosterId);
    if (!samePosition) return; // the demo roster has none: the rule is covered by the unit tests
    const res = await call(
      'POST',
      `${base}/keeper-selection/2025`,
      memberCookie,
      pageBody(franchise.playerId, [samePosition.playerId], false),
    );
    expect(res.status).toBe(400);
    expect(res.body!.message).toBe(
      `Invalid Selection: Cannot select ${franchise.position} player - same position as your franchise player.`,
    );
  });

  it('refuses a final submission with fewer than 4 players', async () => {
    const { franchise, lottery } = await validPicks(memberRosterId);
    const res = await call(
      'POST',
      `${base}/keeper-selection/2025`,
      memberCookie,
      pageBody(franchise.playerId, [lottery[0]!.playerId], true),
    );
    expect(res.status).toBe(400);
    expect(res.body!.message).toBe(
      'Invalid Selection: Please complete all required selections following the rules.',
    );
  });

  it('saves a draft, then submits final; names and rounds come from the roster', async () => {
    const { franchise, lottery } = await validPicks(memberRosterId);
    const ids = lottery.map((p) => p.playerId);
    const draft = await call('POST', `${base}/keeper-selection/2025`, memberCookie, {
      ...pageBody(franchise.playerId, ids.slice(0, 2), false),
      franchisePlayerName: 'Made Up Name',
    });
    expect(draft.status).toBe(200);
    expect(draft.body).toMatchObject({
      rosterId: memberRosterId,
      isSubmitted: false,
      submittedAt: null,
      franchisePlayerName: franchise.playerName,
      franchisePlayerDraftRound: franchise.draftRound,
      lotteryPlayer3Id: null,
      lotterySeedHash: null,
    });

    const final = await call(
      'POST',
      `${base}/keeper-selection/2025`,
      memberCookie,
      pageBody(franchise.playerId, ids, true),
    );
    expect(final.status).toBe(200);
    const selection = final.body as unknown as KeeperSelection;
    expect(selection.id).toBe(draft.body!.id);
    expect(selection.isSubmitted).toBe(true);
    expect(selection.submittedAt).toBe(clock.now().toISOString());
    expect(selection.lotterySeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(selection.lotterySeed).toBeNull(); // secret until the draw

    const own = await call('GET', `${base}/keeper-selection/2025`, memberCookie);
    expect(own.body).toMatchObject({ id: selection.id, isSubmitted: true });
  });

  it('refuses any save once submitted (locked)', async () => {
    const { franchise } = await validPicks(memberRosterId);
    const res = await call(
      'POST',
      `${base}/keeper-selection/2025`,
      memberCookie,
      pageBody(franchise.playerId, [], false),
    );
    expect(res.status).toBe(409);
    expect(res.body!.message).toBe('Selections are submitted and locked.');
  });

  it('accepts the draft-board body shape for another member and refuses it after the deadline', async () => {
    const gabe = t.accounts.find((a) => a.username === 'gridirongabe')!;
    const cookie = await t.loginAs({ username: gabe.username, pin: gabe.pin });
    const me = await call('GET', '/api/auth/user', cookie);
    const { franchise, lottery } = await validPicks(me.body!.rosterId as number);
    const body = {
      franchisePlayer: franchise.playerId,
      lotteryPicks: lottery.map((p) => p.playerId),
      isSubmitted: true,
      submittedAt: new Date().toISOString(),
    };

    // Without the admin setting the deadline follows the next (2026) draft (decision 0008): open while
    // that draft is not scheduled, passed once its date is behind us.
    const saved = t.ctx.sqlite
      .prepare('select keeper_deadline from league_settings where season = ?')
      .get('2025') as {
      keeper_deadline: number;
    };
    t.ctx.sqlite.prepare('update league_settings set keeper_deadline = null where season = ?').run('2025');
    try {
      const open = await call('GET', `${base}/keeper-status/2025`, cookie);
      expect(open.body).toMatchObject({
        draftSeason: '2026',
        draftStart: null,
        deadline: null,
        deadlineSource: 'open',
        deadlineIsDefault: true,
        deadlinePassed: false,
      });
      const draftStart = clock.now().getTime() - 60_000;
      t.ctx.sqlite
        .prepare('insert into league_settings (league_id, season, draft_date) values (?, ?, ?)')
        .run(t.ctx.leagueId, '2026', draftStart);
      const late = await call('POST', `${base}/keeper-selection/2025`, cookie, body);
      expect(late.status).toBe(403);
      expect(late.body!.message).toBe('The keeper selection deadline has passed.');
      const status = await call('GET', `${base}/keeper-status/2025`, cookie);
      expect(status.body).toMatchObject({
        deadlinePassed: true,
        deadlineSource: 'next-draft',
        deadlineIsDefault: true,
        deadline: new Date(draftStart).toISOString(),
        draftStart: new Date(draftStart).toISOString(),
      });
    } finally {
      t.ctx.sqlite.prepare('delete from league_settings where season = ?').run('2026');
      t.ctx.sqlite
        .prepare('update league_settings set keeper_deadline = ? where season = ?')
        .run(saved.keeper_deadline, '2025');
    }
    // The admin's deadline one second ago is passed as well (the deadline is inclusive).
    t.ctx.sqlite
      .prepare('update league_settings set keeper_deadline = ? where season = ?')
      .run(clock.now().getTime() - 1000, '2025');
    try {
      expect((await call('POST', `${base}/keeper-selection/2025`, cookie, body)).status).toBe(403);
    } finally {
      t.ctx.sqlite
        .prepare('update league_settings set keeper_deadline = ? where season = ?')
        .run(saved.keeper_deadline, '2025');
    }
    const onTime = await call('POST', `${base}/keeper-selection/2025`, cookie, body);
    expect(onTime.status).toBe(200);
    expect(onTime.body).toMatchObject({
      isSubmitted: true,
      franchisePlayerId: franchise.playerId,
      lotteryPlayer3Id: lottery[2]!.playerId,
    });
  });
});

describe('keeper selection: admin calls', () => {
  const adminUrl = (action: string) => `${base}/keeper-selection/2025/${memberRosterId}/${action}`;

  it('refuses every admin call to a member (403)', async () => {
    for (const action of ['unlock', 'lottery', 'force-submit']) {
      expect((await call('POST', adminUrl(action), memberCookie)).status).toBe(403);
    }
    expect(
      (await call('DELETE', `${base}/keeper-selection/2025/${memberRosterId}`, memberCookie)).status,
    ).toBe(403);
    const edit = await call(
      'POST',
      `/api/admin/league/${t.ctx.leagueId}/keeper-selection/2025/${memberRosterId}`,
      memberCookie,
      {},
    );
    expect(edit.status).toBe(403);
    // Nothing changed.
    const own = await call('GET', `${base}/keeper-selection/2025`, memberCookie);
    expect(own.body).toMatchObject({ isSubmitted: true, lotteryResults: null });
  });

  it('runs the lottery once: 2 of 3 kept, seed revealed and replayable; a second run is refused', async () => {
    const before = (await call('GET', `${base}/keeper-selection/2025`, memberCookie))
      .body as unknown as KeeperSelection;
    const run = await call('POST', adminUrl('lottery'), ownerCookie);
    expect(run.status).toBe(200);
    const { results, selection } = run.body as unknown as LotteryRunResponse;
    const candidates = [before.lotteryPlayer1Id!, before.lotteryPlayer2Id!, before.lotteryPlayer3Id!];
    expect(results.selectedPlayers).toHaveLength(2);
    expect(new Set([...results.selectedPlayers.map((p) => p.id), results.deselectedPlayer.id])).toEqual(
      new Set(candidates),
    );

    // The revealed seed matches the hash published at submission, and replays the same draw.
    expect(selection.lotterySeedHash).toBe(before.lotterySeedHash);
    expect(await seedCommitment(selection.lotterySeed!)).toBe(before.lotterySeedHash);
    const index = await droppedIndex(selection.lotterySeed!, {
      leagueId: t.ctx.leagueId,
      season: '2025',
      rosterId: memberRosterId,
      lotteryPlayerIds: candidates as [string, string, string],
    });
    expect(results.deselectedPlayer.id).toBe(candidates[index]);

    const again = await call('POST', adminUrl('lottery'), ownerCookie);
    expect(again.status).toBe(409);
    expect(again.body!.message).toBe(
      'The lottery has already run for this selection. Unlock it to run it again.',
    );

    const audit = t.ctx.sqlite
      .prepare("select actor_id, after_json from audit_log where action = 'keepers.lottery'")
      .all() as {
      actor_id: string;
      after_json: string;
    }[];
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.after_json)).toMatchObject({ results, lotterySeed: selection.lotterySeed });
  });

  it('unlock clears the results and the seed; the lottery then needs a new submission', async () => {
    const res = await call('POST', adminUrl('unlock'), ownerCookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      isSubmitted: false,
      submittedAt: null,
      lotteryResults: null,
      lotterySeedHash: null,
    });
    const run = await call('POST', adminUrl('lottery'), ownerCookie);
    expect(run.status).toBe(409);
    expect((await call('POST', adminUrl('unlock'), ownerCookie)).status).toBe(409);
  });

  it('force submit needs all 4 picks, then locks with a fresh seed', async () => {
    const { franchise, lottery } = await validPicks(memberRosterId);
    const edit = await call(
      'POST',
      `/api/admin/league/${t.ctx.leagueId}/keeper-selection/2025/${memberRosterId}`,
      ownerCookie,
      {
        franchisePlayerId: franchise.playerId,
        lotteryPlayer1Id: lottery[0]!.playerId,
        lotteryPlayer2Id: null,
        lotteryPlayer3Id: lottery[2]!.playerId,
      },
    );
    expect(edit.status).toBe(200);
    const incomplete = await call('POST', adminUrl('force-submit'), ownerCookie);
    expect(incomplete.status).toBe(400);
    expect(incomplete.body!.message).toBe('Force Submit needs all 4 keeper selections.');

    await call(
      'POST',
      `/api/admin/league/${t.ctx.leagueId}/keeper-selection/2025/${memberRosterId}`,
      ownerCookie,
      {
        franchisePlayerId: franchise.playerId,
        lotteryPlayer1Id: lottery[0]!.playerId,
        lotteryPlayer2Id: lottery[1]!.playerId,
        lotteryPlayer3Id: lottery[2]!.playerId,
      },
    );
    const forced = await call('POST', adminUrl('force-submit'), ownerCookie);
    expect(forced.status).toBe(200);
    expect(forced.body).toMatchObject({ isSubmitted: true });
    expect(forced.body!.lotterySeedHash).toMatch(/^[0-9a-f]{64}$/);
    // The admin editor is closed while submitted.
    const locked = await call(
      'POST',
      `/api/admin/league/${t.ctx.leagueId}/keeper-selection/2025/${memberRosterId}`,
      ownerCookie,
      {},
    );
    expect(locked.status).toBe(409);
  });

  it('admin editing follows the rules too: no waiver franchise', async () => {
    const { lottery } = await validPicks(otherRosterId);
    const res = await call(
      'POST',
      `/api/admin/league/${t.ctx.leagueId}/keeper-selection/2025/${otherRosterId}`,
      ownerCookie,
      {
        franchisePlayerId: lottery[0]!.playerId,
      },
    );
    expect(res.status).toBe(400);
    expect(res.body!.message).toBe('Invalid Selection: Franchise must be a drafted player.');
  });

  it('deletes a selection, audited with who and before', async () => {
    const res = await call('DELETE', `${base}/keeper-selection/2025/${memberRosterId}`, ownerCookie);
    expect(res).toEqual({ status: 200, body: { ok: true } });
    expect((await call('GET', `${base}/keeper-selection/2025`, memberCookie)).body).toBeNull();
    expect(
      (await call('DELETE', `${base}/keeper-selection/2025/${memberRosterId}`, ownerCookie)).status,
    ).toBe(404);
    const row = t.ctx.sqlite
      .prepare("select actor_id, before_json, after_json from audit_log where action = 'keepers.delete'")
      .get() as {
      actor_id: string;
      before_json: string;
      after_json: string | null;
    };
    expect(row.actor_id).toBe(t.accounts.find((a) => a.role === 'owner')!.userId);
    expect(JSON.parse(row.before_json)).toMatchObject({ rosterId: memberRosterId, isSubmitted: true });
  });

  it('lists every selection for members', async () => {
    const res = await call('GET', `${base}/keeper-selections/2025`, memberCookie);
    expect(res.status).toBe(200);
    const list = res.body as unknown as KeeperSelection[];
    expect(list.every((s) => s.lotterySeed === null || s.lotteryResults !== null)).toBe(true);
    expect(list.map((s) => s.rosterId)).not.toContain(memberRosterId);
  });

  it('answers 400 naming the field for a bad roster id and 404 for an unknown roster', async () => {
    const bad = await call('POST', `${base}/keeper-selection/2025/abc/unlock`, ownerCookie);
    expect(bad.status).toBe(400);
    expect(bad.body!.message).toMatch(/^Invalid rosterId/);
    const unknown = await call('GET', `${base}/roster-players/99`, memberCookie);
    expect(unknown.status).toBe(404);
  });
});

describe('keeper candidates: what the picker measures each player by', () => {
  it("gives every roster player his started points and starts, as the season's report card counts them", async () => {
    const res = await call('GET', `${base}/keeper-candidates/${memberRosterId}`, memberCookie);
    expect(res.status).toBe(200);
    const answer = keeperCandidatesResponseSchema.parse(res.body);
    const { players } = await validPicks(memberRosterId);
    expect(answer.players.map((p) => p.playerId)).toEqual(players.map((p) => p.playerId));
    const report = draftReportResponseSchema.parse(
      (await call('GET', `${base}/drafts/2025/report`, memberCookie)).body,
    );
    expect(answer).toMatchObject({
      rosterId: memberRosterId,
      season: '2025',
      weeksPlayed: report.weeksPlayed,
    });
    expect(answer.expected).toEqual(
      report.expectation.rounds.map(({ round, expected }) => ({ round, expected })),
    );
    // A player this roster drafted: the report card's figures for his pick are the picker's.
    let compared = 0;
    for (const candidate of answer.players) {
      const pick = report.picks.find(
        (p) => p.playerId === candidate.playerId && p.rosterId === memberRosterId,
      );
      if (!pick) continue;
      expect([candidate.startedPoints, candidate.starts]).toEqual([pick.startedPoints, pick.starts]);
      compared++;
    }
    expect(compared).toBeGreaterThan(3);
    expect(answer.players.some((p) => p.starts > 0 && p.startedPoints > 0)).toBe(true);
    expect(answer.players.every((p) => p.starts <= answer.weeksPlayed)).toBe(true);
  });

  it('counts the rounds of the board the keepers will be placed on', async () => {
    const res = await call('GET', `${base}/keeper-candidates/${memberRosterId}`, memberCookie);
    const board = (await call('GET', `${base}/drafts/2026`, memberCookie)).body as unknown as DraftBoard;
    expect(res.body!.draftRounds).toBe(board.rounds);
    expect(board.rounds).toBe(16);
  });

  it("answers any roster's figures to a member, 404 for an unknown roster, 400 for a bad id, 401 for a visitor", async () => {
    expect((await call('GET', `${base}/keeper-candidates/${otherRosterId}`, memberCookie)).status).toBe(200);
    expect((await call('GET', `${base}/keeper-candidates/99`, memberCookie)).status).toBe(404);
    const bad = await call('GET', `${base}/keeper-candidates/abc`, memberCookie);
    expect(bad.status).toBe(400);
    expect(bad.body!.message).toMatch(/^Invalid rosterId/);
    expect((await t.app.inject({ url: `${base}/keeper-candidates/${memberRosterId}` })).statusCode).toBe(401);
  });
});

describe('keeper selection: partial saves', () => {
  async function rosterOf(username: string): Promise<{ cookie: string; rosterId: number }> {
    const cookie = await t.loginAs({ username, pin: '1357' });
    const me = await call('GET', '/api/auth/user', cookie);
    return { cookie, rosterId: me.body!.rosterId as number };
  }
  const slots = (body: Record<string, unknown> | null) => [
    body!.franchisePlayerId,
    body!.lotteryPlayer1Id,
    body!.lotteryPlayer2Id,
    body!.lotteryPlayer3Id,
  ];

  it("the keeper page's save keeps the slots it does not send; null clears one", async () => {
    const { cookie, rosterId } = await rosterOf('hailmaryhank');
    const { franchise, lottery } = await validPicks(rosterId);
    const [a, b] = lottery.map((p) => p.playerId);
    const url = `${base}/keeper-selection/2025`;
    await call('POST', url, cookie, { franchisePlayerId: franchise.playerId, lotteryPlayer1Id: a });
    const second = await call('POST', url, cookie, { lotteryPlayer2Id: b });
    expect(second.status).toBe(200);
    expect(slots(second.body)).toEqual([franchise.playerId, a, b, null]);
    const cleared = await call('POST', url, cookie, { lotteryPlayer1Id: null });
    expect(slots(cleared.body)).toEqual([franchise.playerId, null, b, null]);
  });

  it('the admin editor keeps the slots it does not send; null clears one', async () => {
    const { rosterId } = await rosterOf('puntgodpriya');
    const { franchise, lottery } = await validPicks(rosterId);
    const [a, b, c] = lottery.map((p) => p.playerId);
    const url = `/api/admin/league/${t.ctx.leagueId}/keeper-selection/2025/${rosterId}`;
    await call('POST', url, ownerCookie, { franchisePlayerId: franchise.playerId, lotteryPlayer1Id: a });
    const second = await call('POST', url, ownerCookie, { lotteryPlayer2Id: b, lotteryPlayer3Id: c });
    expect(second.status).toBe(200);
    expect(slots(second.body)).toEqual([franchise.playerId, a, b, c]);
    const cleared = await call('POST', url, ownerCookie, { franchisePlayerId: null });
    expect(slots(cleared.body)).toEqual([null, a, b, c]);
    // What is kept is checked with what is sent: a lottery pick at the franchise's position is refused.
    const keptFranchise = await call('POST', url, ownerCookie, { franchisePlayerId: franchise.playerId });
    expect(keptFranchise.status).toBe(200);
    expect((await call('POST', url, ownerCookie, { lotteryPlayer2Id: a })).status).toBe(400);
  });
});
