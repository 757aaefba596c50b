// Prints 10 roasts per subject (matchup, roster pair, transaction, season) from the demo league so a
// person can judge the humour: `npm run roast:samples` (add `-- --seed 7` for another draw).
// Uses ROAST_PROVIDER and friends from the environment like the server does; template by default.
import type { Config } from '../server/config';
import type { AppContext } from '../server/context';
import { loadLeagueSnapshot } from '../server/modules/league/snapshot';
import { historySubjects } from '../server/modules/roasts/demo-subjects';
import { llmClientFor, writeRoast } from '../server/roast/engine';
import { personas } from '../server/roast/personas';
import { seededRng } from '../server/roast/rng';
import { matchupSheetFor, rosterSheetIn, seasonSheetFor, transactionSheetIn } from '../server/modules/roasts/subjects';
import type { FactSheet } from '../server/roast/types';
import { runWithDemo } from './demo-context';

const PER_SUBJECT = 10;

/** `count` items spread evenly over the list (the same ones every run). */
function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  return Array.from({ length: count }, (_, i) => items[Math.floor((i * items.length) / count)] as T);
}

async function main(ctx: AppContext, config: Config): Promise<void> {
  const seedArg = process.argv.indexOf('--seed');
  const seed = seedArg > 0 ? Number(process.argv[seedArg + 1]) : 2025;
  const rng = seededRng(seed);
  const llm = llmClientFor(config.roast);
  const voices = personas(config.appName);
  const history = await historySubjects(ctx);
  const current = history[history.length - 1];
  if (!current) throw new Error('The demo league has no seasons');
  const complete = history.filter((s) => s.league.status === 'complete');
  const { week: dashboardWeek } = await loadLeagueSnapshot(ctx);

  const groups: { title: string; loads: (() => Promise<FactSheet>)[] }[] = [
    {
      // Half from the week the dashboard shows (the roast members ask for most), half from history.
      title: 'Matchups',
      loads: [
        ...current.matchups.filter((m) => m.week === dashboardWeek).slice(0, PER_SUBJECT / 2),
        ...spread(
          history.flatMap((s) => s.matchups),
          PER_SUBJECT / 2,
        ),
      ].map((body) => () => matchupSheetFor(ctx, body)),
    },

    {
      title: 'Roster pairs (AI Analysis)',
      loads: spread(current.rosterPairs, PER_SUBJECT).map(
        (body) => () => rosterSheetIn(ctx, current.league, body),
      ),
    },
    {
      title: 'Transactions',
      loads: spread(
        history.flatMap((s) => s.transactionIds.map((id) => ({ league: s.league, id }))),
        PER_SUBJECT,
      ).map(
        ({ league, id }) =>
          () =>
            transactionSheetIn(ctx, league, id),
      ),
    },
    {
      title: 'Season recaps',
      loads: Array.from({ length: PER_SUBJECT }, (_, i) => complete[i % complete.length]).map(
        (s) => () => seasonSheetFor(ctx, s?.league.season ?? ''),
      ),
    },
  ];

  let n = 0;
  for (const group of groups) {
    console.log(`\n=== ${group.title} ===\n`);
    for (const load of group.loads) {
      const sheet = await load();
      const persona = voices[n++ % voices.length]!;
      const roast = await writeRoast(sheet, persona, undefined, {
        llm,
        rng,
        onFallback: (reason) => console.log(`  (LLM not used: ${reason})`),
      });
      console.log(`[${sheet.subjectKey}] ${persona.name} (${roast.provider}):\n  ${roast.text}\n`);
    }
  }
}

// Always the offline demo league, whatever LEAGUE_ID says.
void runWithDemo('roast-samples', main);
