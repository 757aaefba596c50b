// How fresh the template roasts read (issue 35): one demo season of matchup roasts, every week's games,
// per persona, written as members get them (one roast per game). Prints the roasts written, their
// sentences, the share of distinct sentences, the most any one sentence is used, and how many
// sentences repeat within one week. `npm run roast:freshness` (add `-- --season 2023`).
import { PERSONA_IDS } from '../common/roasts';
import type { AppContext } from '../server/context';
import { historySubjects } from '../server/roast/demo-subjects';
import { seededRng } from '../server/roast/rng';
import { matchupSheetFor } from '../server/roast/subjects';
import { composeRoast } from '../server/roast/templates/compose';
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
    const uses = new Map<string, number>();
    const inWeek = new Map<string, Set<string>>();
    let total = 0;
    let repeatedInWeek = 0;
    sheets.forEach((sheet, i) => {
      const week = String(season.matchups[i]!.week);
      const seen = inWeek.get(week) ?? new Set<string>();
      inWeek.set(week, seen);
      for (const sentence of sentencesOf(composeRoast(sheet, persona, rng))) {
        total += 1;
        uses.set(sentence, (uses.get(sentence) ?? 0) + 1);
        if (seen.has(sentence)) repeatedInWeek += 1;
        seen.add(sentence);
      }
    });
    const [top, topCount] = [...uses].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
    console.log(
      `${persona.padEnd(9)} ${total} sentences, ${uses.size} distinct (${Math.round((uses.size / Math.max(1, total)) * 100)}%), ` +
        `most used ${topCount}x ("${top.slice(0, 60)}"), ${repeatedInWeek} repeated within a week`,
    );
  }
}

runWithDemo('roast-freshness', main);
