// The demo league's rulebook (seeded on a demo start while it has none): two versions by the demo's
// commissioner, a week apart, so the rules page shows its table of contents, its versions and what
// changed between them, offline. Nothing here repeats a figure the enforced section gives.
import type { AppContext } from '../../context';
import { demoManifest } from '../../sleeper/demo-fixtures';
import { insertVersionRow, latestVersionRow } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

const FIRST = `# League constitution

These are the rules every manager agreed to. The commissioner settles anything they do not cover.

## Membership

- Twelve teams, one manager each. A manager who leaves names a replacement the league accepts.
- Every manager signs in to Huddle with their Sleeper username and PIN.

## Dues

Dues are paid before the draft. The commissioner records each payment; the prize money is paid out
after the final.

## Lineups

Set a full lineup every week, bye weeks and injuries included. An empty slot on purpose is tanking.

## Trades

- Trades go through on Sleeper without a vote.
- The commissioner may reverse a trade only for collusion, after talking to both managers.

## Conduct

Trash talk is welcome in the group chat. Keep it about football.
`;

const SECOND = FIRST.replace(
  '- The commissioner may reverse a trade only for collusion, after talking to both managers.\n',
  () =>
    [
      '- The commissioner may reverse a trade only for collusion, after talking to both managers.',
      '- No trades after the trade deadline Sleeper shows, and none that send a player back within',
      '  four weeks of receiving him.',
      '',
    ].join('\n'),
);

export function seedDemoRules(ctx: AppContext): void {
  if (latestVersionRow(ctx.db)) return;
  const commissioner = demoManifest().accounts.find((account) => account.role === 'owner');
  if (!commissioner) return;
  const now = ctx.clock.now().getTime();
  [FIRST, SECOND].forEach((markdown, index) =>
    insertVersionRow(ctx.db, {
      version: index + 1,
      markdown,
      savedBy: commissioner.userId,
      savedAt: now - (14 - 7 * index) * DAY_MS,
    }),
  );
}
