// The claims of the roasts' words (issue 35): each condition at its boundary, and every template line
// that makes a claim requires the flag its fact builder raises only when the claim holds.
import { describe, expect, it } from 'vitest';
import { CLAIM_THRESHOLDS, CLAIM_WORDS, claims, unfoundedClaims } from './claims';
import { slotsOf } from './templates/line';
import { templateLines } from './templates/compose';
import { voices } from './templates/voices';

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

  it('finds the claims a written text makes that its facts do not license', () => {
    expect(unfoundedClaims('A edged B by 40.3.', {})).toEqual(['close']);
    expect(unfoundedClaims('A edged B by 0.7.', { closeIsClose: '' })).toEqual([]);
    expect(
      unfoundedClaims('A flattened B. The bench is now the better team.', { blowoutIsRout: '' }),
    ).toEqual(['benchOutscoredStarters']);
    expect(unfoundedClaims('A beat B by 12.0.', {})).toEqual([]);
  });

  it('every template line that makes a claim requires its flag', () => {
    const lines = [
      ...Object.entries(templateLines).flatMap(([subject, list]) =>
        list.map((line) => ({ where: subject, text: line.text, requires: line.requires ?? [] })),
      ),
      ...Object.entries(voices).flatMap(([persona, voice]) => [
        ...[...Object.values(voice.openers).flat(), ...voice.closers].map((text) => ({
          where: persona,
          text,
          requires: [] as readonly string[],
        })),
        ...Object.values(voice.lines)
          .flat()
          .map((line) => ({ where: persona, text: line.text, requires: line.requires ?? [] })),
      ]),
    ];
    expect(lines.length).toBeGreaterThan(200);
    const unlicensed: string[] = [];
    for (const line of lines) {
      for (const { claim, words, flags } of CLAIM_WORDS) {
        if (!words.test(line.text)) continue;
        const has = [...line.requires, ...slotsOf(line.text)];
        if (!flags.some((flag) => has.includes(flag)))
          unlicensed.push(`${line.where} (${claim}): ${line.text}`);
      }
    }
    expect(unlicensed).toEqual([]);
  });
});
