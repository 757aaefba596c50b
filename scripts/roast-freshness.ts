// How fresh and how true the template roasts read over whole seasons: every season
// of the demo league and of a league generated with other names (server/demo-league/other-league.ts),
// read in each persona's voice as a league reads it: the week's recap, then a roast of each game, each
// written knowing what was read before it, as the server does. Prints, per season and persona, what
// server/modules/roasts/season-reading.test.ts holds to: the most recaps one sentence shape is in (at most 3),
// shapes read again within 4 weeks, shapes two roasts of a week share, lines a member met twice in the
// roasts of their team, and words claiming what the facts do not license.
// `npm run roast:freshness` (add `-- --league other`, `-- --season 2024`, `-- --texts` to print the
// recaps in order, `-- --list` to print every repeat).
import { PERSONA_IDS } from '../common/roasts';
import type { AppContext } from '../server/context';
import { seasonsToRead } from '../server/modules/roasts/demo-subjects';
import { readSeason, type SeasonReadingFigures } from '../server/roast/season-reading';
import { runWithDemo } from './demo-context';
import { buildOtherLeague } from '../server/demo-league/other-league';

const arg = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const flag = (name: string) => process.argv.includes(`--${name}`);

function print(league: string, f: SeasonReadingFigures): void {
  console.log(
    `${league} ${f.season} ${f.persona.padEnd(9)} ${String(f.recaps).padStart(2)} recaps, ${f.recapDistinct} of ${f.recapSentences} sentences distinct, ` +
      `a shape in at most ${f.mostRecapsOfOneShape} recaps (over 3: ${f.overusedInRecaps.length}); ` +
      `again within 4 weeks: ${f.recapRepeatedWithinWindow.length}; ` +
      `${f.roasts} roasts: shared in a week: ${f.sharedInAWeek.length}, again within 4 weeks: ${f.roastRepeatedWithinWindow.length}, ` +
      `twice to a member: ${f.repeatedToAMember.length}; unfounded claims: ${f.unfounded.length}`,
  );
  if (flag('list'))
    for (const problem of [
      ...f.overusedInRecaps,
      ...f.recapRepeatedWithinWindow,
      ...f.roastRepeatedWithinWindow,
      ...f.sharedInAWeek,
      ...f.repeatedToAMember,
      ...f.unfounded,
    ])
      console.log(`    ${problem}`);
  if (flag('texts'))
    for (const { sheet, text } of f.texts.filter(({ sheet }) => sheet.subjectType === 'recap'))
      console.log(`\n  [${f.persona}, week ${sheet.moment.week}]\n  ${text.replace(/\n\n/g, '\n  ')}`);
}

function reader(league: string) {
  return async (ctx: AppContext) => {
    const wanted = arg('season');
    const persona = arg('persona');
    for (const season of await seasonsToRead(ctx)) {
      if (wanted && season.season !== wanted) continue;
      for (const id of PERSONA_IDS.filter((p) => !persona || p === persona))
        print(league, readSeason(season, id));
    }
  };
}

const league = arg('league');
void (async () => {
  if (league !== 'other') await runWithDemo('roast-freshness', reader('demo'));
  if (league !== 'demo') await runWithDemo('roast-freshness-other', reader('other'), buildOtherLeague());
})();
