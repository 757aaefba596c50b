import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeasonPayouts } from '../../../common/payouts';
import { listAudit } from '../../audit';
import { demoManifest } from '../../sleeper/demo-fixtures';
import { createTestApp, type TestApp } from '../../test/harness';

const manifest = demoManifest();
const leagueId = manifest.currentLeagueId;
const base = `/api/league/${leagueId}/payouts`;
const member = manifest.accounts.find((a) => a.role === 'member')!;

describe('payouts API', () => {
  let t: TestApp;
  let memberCookie: string;
  let adminCookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    memberCookie = await t.loginAs('member');
    adminCookie = await t.loginAs('owner');
  });
  afterAll(() => t.close());

  const get = async (season: string) => {
    const response = await t.app.inject({ url: `${base}/${season}`, headers: { cookie: memberCookie } });
    expect(response.statusCode).toBe(200);
    return response.json<SeasonPayouts>();
  };

  it('serves each season’s defaults with its winners resolved', async () => {
    const p2022 = await get('2022');
    expect(p2022).toMatchObject({
      championshipFirst: 240,
      championshipSecond: 120,
      bustedAward: 80,
      bustedAccumulated: 80,
    });
    expect(p2022.champion.team?.rosterId).toBe(2); // manifest: 2022 champion roster 2
    expect(p2022.busted).toMatchObject({ award: '$80', isRollover: true, cleanYears: 2 });

    const p2023 = await get('2023');
    expect(p2023.champion).toMatchObject({ award: '$120', team: { rosterId: 9 } });
    expect(p2023.busted).toMatchObject({ amount: 0, tracked: false });
    expect(p2023.totalPot).toBe(260);

    const p2024 = await get('2024');
    expect(p2024.champion.team?.rosterId).toBe(8);
    expect(p2024.runnerUp.team).not.toBeNull();
    expect(p2024.thirdPlace.team).not.toBeNull();
    expect(p2024).toMatchObject({
      biggestBlowoutMargin: 89.91,
      biggestBlowoutWeek: 1,
      bustedAccumulated: 40,
    });
    expect(p2024.biggestBlowout.team).toMatchObject({ rosterId: 7, difference: 89.91, week: 1 });
    // The highest-points team really has the most points for of the season.
    expect(p2024.highestPoints.team!.pointsFor).toBe(p2024.leaders.highestPoints!.pointsFor);

    // 2025 is in progress: no champion yet, current leaders, and 2024's unclaimed 40 rolled over.
    const p2025 = await get('2025');
    expect(p2025.isComplete).toBe(false);
    expect(p2025.champion.team).toBeNull();
    expect(p2025.leaders.highestPoints).not.toBeNull();
    expect(p2025.bustedAccumulated).toBe(80);
    // Week 14 is in progress in the demo (partial scores): only weeks 1-13 can hold the blowout.
    expect(p2025.biggestBlowoutWeek).not.toBeNull();
    expect(p2025.biggestBlowoutWeek!).toBeLessThan(14);
    expect(p2025.totalPool).toBe(
      p2025.subtotals.championship + p2025.subtotals.regularSeason + p2025.subtotals.special,
    );
  });

  it('answers 404 for a season outside the chain and 400 for a bad one', async () => {
    expect((await t.app.inject({ url: `${base}/2019`, headers: { cookie: memberCookie } })).statusCode).toBe(
      404,
    );
    const bad = await t.app.inject({ url: `${base}/abc`, headers: { cookie: memberCookie } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('season');
    expect((await t.app.inject({ url: `${base}/2025` })).statusCode).toBe(401);
  });

  it('lets only admins edit amounts, validates them and audits the change', async () => {
    const denied = await t.app.inject({
      method: 'PATCH',
      url: `${base}/2025`,
      headers: { cookie: memberCookie },
      payload: { championshipFirst: 150 },
    });
    expect(denied.statusCode).toBe(403);
    const negative = await t.app.inject({
      method: 'PATCH',
      url: `${base}/2025`,
      headers: { cookie: adminCookie },
      payload: { unluckyAward: -5 },
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json<{ message: string }>().message).toContain('unluckyAward');
    const empty = await t.app.inject({
      method: 'PATCH',
      url: `${base}/2025`,
      headers: { cookie: adminCookie },
      payload: {},
    });
    expect(empty.statusCode).toBe(400);

    const ok = await t.app.inject({
      method: 'PATCH',
      url: `${base}/2025`,
      headers: { cookie: adminCookie },
      payload: { championshipFirst: 150, unluckyAward: 15 },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<SeasonPayouts>()).toMatchObject({
      championshipFirst: 150,
      unluckyAward: 15,
      championshipSecond: 60,
    });
    expect((await get('2025')).champion.award).toBe('$150');
    const audit = listAudit(t.ctx.db, 1, 5).entries.find((e) => e.action === 'payouts.update');
    expect(audit).toMatchObject({
      subject: `payouts:${leagueId}:2025`,
      before: { championshipFirst: 120 },
      after: { championshipFirst: 150 },
    });
  });

  it('assigns and clears the BUSTED winner; a claim stops the rollover', async () => {
    const missing = await t.app.inject({
      method: 'PUT',
      url: `${base}/2024/busted`,
      headers: { cookie: adminCookie },
      payload: { winnerId: member.userId, winnerName: member.displayName },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toContain('playerName');
    const stranger = await t.app.inject({
      method: 'PUT',
      url: `${base}/2024/busted`,
      headers: { cookie: adminCookie },
      payload: { winnerId: 'nobody', winnerName: 'X', playerName: 'Y' },
    });
    expect(stranger.statusCode).toBe(400);
    const denied = await t.app.inject({
      method: 'PUT',
      url: `${base}/2024/busted`,
      headers: { cookie: memberCookie },
      payload: { winnerId: member.userId, winnerName: 'X', playerName: 'Y' },
    });
    expect(denied.statusCode).toBe(403);

    const assigned = await t.app.inject({
      method: 'PUT',
      url: `${base}/2024/busted`,
      headers: { cookie: adminCookie },
      payload: { winnerId: member.userId, winnerName: member.displayName, playerName: 'Rowdy Runner' },
    });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json<SeasonPayouts>()).toMatchObject({
      bustedWinnerId: member.userId,
      bustedPlayerName: 'Rowdy Runner',
      bustedPlayerTeam: null,
    });
    // 2024 was claimed, so 2025 starts again from the base.
    expect((await get('2025')).bustedAccumulated).toBe(40);

    const cleared = await t.app.inject({
      method: 'DELETE',
      url: `${base}/2024/busted`,
      headers: { cookie: adminCookie },
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json<SeasonPayouts>().bustedWinnerId).toBeNull();
    expect((await get('2025')).bustedAccumulated).toBe(80);
    const actions = listAudit(t.ctx.db, 1, 10).entries.map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['payouts.busted.assign', 'payouts.busted.clear']));
  });
  it('keeps what a body does not send: amounts not in a PATCH, the player team not in a PUT', async () => {
    const before = await get('2023');
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `${base}/2023`,
      headers: { cookie: adminCookie },
      payload: { highestPointsAward: before.highestPointsAward + 5 },
    });
    expect(patch.statusCode).toBe(200);
    const after = patch.json<SeasonPayouts>();
    for (const field of [
      'championshipFirst',
      'championshipSecond',
      'championshipThird',
      'unluckyAward',
    ] as const)
      expect(after[field], field).toBe(before[field]);
    expect(after.highestPointsAward).toBe(before.highestPointsAward + 5);
    // Amounts cannot be cleared: null is refused, naming the field, and nothing changes.
    const cleared = await t.app.inject({
      method: 'PATCH',
      url: `${base}/2023`,
      headers: { cookie: adminCookie },
      payload: { unluckyAward: null },
    });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json<{ message: string }>().message).toContain('unluckyAward');

    const assign = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `${base}/2023/busted`, headers: { cookie: adminCookie }, payload });
    const winner = { winnerId: member.userId, winnerName: member.displayName };
    await assign({ ...winner, playerName: 'Rowdy Runner', playerTeam: 'KC' });
    const renamed = (await assign({ ...winner, playerName: 'Rowdy R. Runner' })).json<SeasonPayouts>();
    expect(renamed).toMatchObject({ bustedPlayerName: 'Rowdy R. Runner', bustedPlayerTeam: 'KC' });
    for (const playerTeam of [null, '']) {
      await assign({ ...winner, playerName: 'Rowdy Runner', playerTeam: 'KC' });
      const noTeam = (
        await assign({ ...winner, playerName: 'Rowdy Runner', playerTeam })
      ).json<SeasonPayouts>();
      expect(noTeam.bustedPlayerTeam, String(playerTeam)).toBeNull();
    }
  });
});
