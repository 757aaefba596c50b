// How fresh the template roasts read (issue 35): one demo season of matchup roasts, every week's games,
// per persona, written as members get them (one roast per game, in order, each remembering what the
// season's roasts before it said, as the server does). Prints the sentences, the share of distinct
// ones, the most any one sentence is used, how many sentences repeat within one week, and the most
// any one opening and sign-off is used. `npm run roast:freshness` (add `-- --season 2023`).
import { PERSONA_IDS } from '../common/roasts';
import type { AppContext } from '../server/context';
import { historySubjects } from '../server/roast/demo-subjects';
import { seededRng } from '../server/roast/rng';
import { matchupSheetFor } from '../server/roast/subjects';
import { composeRoast } from '../server/roast/templates/compose';
import { phraseId, SeasonPhraseLog } from '../server/roast/templates/phrase-memory';
import { voices } from '../server/roast/templates/voices';
import { runWithDemo } from './demo-context';

const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

async function main(ctx: AppContext): Promise<void> {
  const seasonArg = process.argv.indexOf('--season');
  const history = await historySubjects(ctx);
  const complete = history.filter((s) => s.league.status === 'complete');
  const wanted = seasonArg > 0 ? process.argv[seasonArg + 1] : complete.at(-1)?.league.season;
  const season = history.find((s) => s.league.season === wanted);
  if (!season) throw new Error(`The demo league has no season ${String(wanted)}`);
  const sheets = await Promise.all(season.matchups.map((body) => matchupSheetFor(ctx, body)));
  console.log(`Matchup roasts of the demo's ${season.league.season} season (${sheets.length} games)\n`);
  for (const persona of PERSONA_IDS) {
    const rng = seededRng(2025);
    const log = new SeasonPhraseLog();
    const uses = new Map<string, number>();
    const partUses = new Map<string, number>();
    const inWeek = new Map<string, Set<string>>();
    let total = 0;
    let repeatedInWeek = 0;
    sheets.forEach((sheet, i) => {
      const week = season.matchups[i]!.week;
      const seen = inWeek.get(String(week)) ?? new Set<string>();
      inWeek.set(String(week), seen);
      const roast = composeRoast(sheet, persona, rng, undefined, log.memoryFor(week));
      log.record(week, roast.phrases);
      for (const phrase of roast.phrases) partUses.set(phrase, (partUses.get(phrase) ?? 0) + 1);
      for (const sentence of sentencesOf(roast.text)) {
        total += 1;
        uses.set(sentence, (uses.get(sentence) ?? 0) + 1);
        if (seen.has(sentence)) repeatedInWeek += 1;
        seen.add(sentence);
      }
    });
    const [top, topCount] = [...uses].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
    const mostUsed = (templates: readonly string[]) =>
      Math.max(0, ...templates.map((template) => partUses.get(phraseId(template)) ?? 0));
    console.log(
      `${persona.padEnd(9)} ${total} sentences, ${uses.size} distinct (${Math.round((uses.size / Math.max(1, total)) * 100)}%), ` +
        `most used ${topCount}x ("${top.slice(0, 60)}"), ${repeatedInWeek} repeated within a week; ` +
        `an opening used at most ${mostUsed(voices[persona].openers.matchup)}x, a sign-off ${mostUsed(voices[persona].closers)}x`,
    );
  }
}

runWithDemo('roast-freshness', main);
