// The claims of the roasts' words: each condition at its boundary, and every template
// line that makes a claim requires the flag its fact builder raises only when the claim holds.
import { describe, expect, it } from 'vitest';
import {
  CLAIM_THRESHOLDS,
  CLAIM_WORDS,
  claims,
  closenessFlags,
  PERSON_PRONOUNS,
  unfoundedClaims,
} from './claims';
import { slotsOf } from './templates/line';
import { everyTemplate } from './templates/bank';

describe('claims', () => {
  it('close: under 4.5% of the week’s average score (5 points at 110), not at it', () => {
    expect(CLAIM_THRESHOLDS.closeShare).toBe(0.045);
    expect(claims.close(4.94, 110)).toBe(true);
    expect(claims.close(4.95, 110)).toBe(false);
    // A low-scoring league's close game is closer in points.
    expect(claims.close(4, 80)).toBe(false);
    expect(claims.close(40.3, 110)).toBe(false);
  });

  it('rout: 27% of the average or more (29.7 points at 110)', () => {
    expect(claims.rout(29.71, 110)).toBe(true);
    expect(claims.rout(29.6, 110)).toBe(false);
    expect(claims.rout(5.2, 110)).toBe(false);
    expect(claims.rout(7.8, 110)).toBe(false);
  });

  it('the bench: would have won when it left more than the margin; better than the starters when it outscored them', () => {
    expect(claims.benchWouldHaveWon(12.1, 12)).toBe(true);
    expect(claims.benchWouldHaveWon(12, 12)).toBe(false);
    expect(claims.benchWouldHaveWon(1.4, 20)).toBe(false);
    expect(claims.benchOutscoredStarters(101, 100)).toBe(true);
    expect(claims.benchOutscoredStarters(100, 100)).toBe(false);
  });

  it('below average: strictly under the week’s average', () => {
    expect(claims.belowAverage(109.9, 110)).toBe(true);
    expect(claims.belowAverage(110, 110)).toBe(false);
  });

  it('a splurge: 15% of the FAAB budget or more', () => {
    expect(claims.splurge(15, 100)).toBe(true);
    expect(claims.splurge(14, 100)).toBe(false);
    expect(claims.splurge(7, 100)).toBe(false);
  });

  it('near: the closest game may be called the closest under 10% of the average (11 at 110); else none was close', () => {
    expect(closenessFlags(4.9, 110)).toEqual({ closeIsClose: '', closeIsNear: '' });
    expect(closenessFlags(10.9, 110)).toEqual({ closeIsNear: '' });
    expect(closenessFlags(11, 110)).toEqual({ closeNotClose: '' });
    expect(closenessFlags(40.4, 110)).toEqual({ closeNotClose: '' });
  });

  it('a lone star: every other starter under 40% of the star’s points', () => {
    expect(claims.loneStar(30, [11.9, 4, 0])).toBe(true);
    expect(claims.loneStar(30, [12, 4])).toBe(false);
    // A lineup whose five other starters scored 12.9 to 16.6 had more than one who showed up.
    expect(claims.loneStar(25, [12.9, 13.5, 14, 15.2, 16.6])).toBe(false);
    expect(claims.loneStar(0, [0])).toBe(false);
  });

  it('a collapse: chances down 30 points or more in a week', () => {
    expect(claims.collapse(0.62, 0.32)).toBe(true);
    expect(claims.collapse(0.62, 0.33)).toBe(false);
  });

  it('finds the claims a written text makes that its facts do not license', () => {
    const recap = (slots: Record<string, string>) => ({ subjectType: 'recap' as const, slots });
    expect(unfoundedClaims('A edged B by 40.3.', recap({}))).toEqual(['close']);
    expect(unfoundedClaims('A edged B by 0.7.', recap({ closeIsClose: '' }))).toEqual([]);
    expect(
      unfoundedClaims('A flattened B. The bench is now the better team.', recap({ blowoutIsRout: '' })),
    ).toEqual(['benchOutscoredStarters']);
    expect(unfoundedClaims('A beat B by 12.0.', recap({}))).toEqual([]);
    expect(unfoundedClaims('The closest game: A over B by 40.4.', recap({ closeNotClose: '' }))).toEqual([
      'closest',
    ]);
    // A bench somebody chose: only where managers set their lineups (never in best ball).
    const bestBall = { subjectType: 'roster' as const, slots: {} };
    expect(unfoundedClaims('Team A benched Dee Bench for Bo Slow.', bestBall)).toEqual(['benchChoice']);
    expect(unfoundedClaims('Team A left 12.0 points on the bench.', bestBall)).toEqual(['benchChoice']);
    expect(unfoundedClaims('Team A left 12.0 points on the bench.', recap({ lineupsChosen: '' }))).toEqual(
      [],
    );
    expect(unfoundedClaims('The median line sat at 146.4.', recap({}))).toEqual([]);
    // What no fact licenses.
    expect(unfoundedClaims('A won a third straight game.', recap({}))).toEqual(['streak']);
    expect(unfoundedClaims('A lost this by one bad waiver claim.', recap({}))).toEqual(['waiverDecided']);
    expect(unfoundedClaims('What a comeback by A.', recap({}))).toEqual(['comeback']);
  });

  it('a trade of three teams has no "both sides"; a game of two teams may say "both"', () => {
    const trade = { subjectType: 'transaction' as const, slots: { tradeTeams: 'A, B and C' } };
    expect(unfoundedClaims('Both sides think they won.', trade)).toEqual(['twoSides']);
    expect(unfoundedClaims('Both sides think they won.', { ...trade, slots: { teamA: 'A' } })).toEqual([]);
    expect(unfoundedClaims('Both teams scored.', { subjectType: 'matchup', slots: {} })).toEqual([]);
  });

  it('a team’s defense is never "he" or "his", in the sentence that names it', () => {
    const sheet = {
      subjectType: 'recap' as const,
      slots: { boomPlayer: 'New England Patriots', boomPlayerIsTeam: '', bustPlayer: 'Quincy Thornbury' },
    };
    expect(unfoundedClaims('New England Patriots scored 17.9, way above his 5.6 average.', sheet)).toEqual([
      'pronoun',
    ]);
    expect(
      unfoundedClaims('New England Patriots scored 17.9. Quincy Thornbury lost his way.', sheet),
    ).toEqual([]);
    const game = { subjectType: 'matchup' as const, slots: { winnerDud: 'the Bills defense' } };
    expect(unfoundedClaims('Then the Bills defense forgot his helmet.', game)).toEqual(['pronoun']);
  });

  it('every template line that makes a claim requires its flag', () => {
    const lines = everyTemplate();
    expect(lines.length).toBeGreaterThan(200);
    const unlicensed: string[] = [];
    for (const line of lines) {
      for (const { claim, words, flags, subjects } of CLAIM_WORDS) {
        if (subjects && !line.subjects.some((subject) => subjects.includes(subject))) continue;
        if (!words.test(line.text)) continue;
        const has = [...line.requires, ...slotsOf(line.text)];
        if (!flags.some((flag) => has.includes(flag)))
          unlicensed.push(`${line.where} (${claim}): ${line.text}`);
      }
    }
    expect(unlicensed).toEqual([]);
  });

  it('a recap line prints a two-week game’s margin only with the words that say it is both weeks’', () => {
    const oneWeekOnly = everyTemplate().filter(({ subjects, text, requires }) => {
      if (!subjects.includes('recap')) return false;
      const slots = slotsOf(text);
      const blowout = slots.includes('blowoutMargin') && !slots.includes('blowoutScore');
      const close = slots.includes('closeMargin');
      return (
        (blowout && !requires.includes('blowoutOneWeek')) ||
        (close && !requires.includes('closeOneWeek') && !requires.includes('closeTwoWeek'))
      );
    });
    expect(oneWeekOnly.map(({ where, text }) => `${where}: ${text}`)).toEqual([]);
  });

  it('no template that names a player calls them "he" or "his": a player may be a team', () => {
    const player = /^(\w*(Star|Dud|BestBench|Benched|Started|Player)|added|dropped|failedClaim)$/;
    const gendered = everyTemplate().filter(
      ({ text }) => PERSON_PRONOUNS.test(text) && slotsOf(text).some((slot) => player.test(slot)),
    );
    expect(gendered.map(({ where, text }) => `${where}: ${text}`)).toEqual([]);
  });
});
