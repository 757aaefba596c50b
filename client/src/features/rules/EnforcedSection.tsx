// "What Huddle enforces": the rules the site runs on, in words, from the server's facts (read from
// the settings and modules that apply them), so the rulebook cannot say otherwise. Not editable.
import type { EnforcedRules } from '@common/rules';
import { TableScroll } from '@/components/ui/table-scroll';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { formatCentral, formatMoney } from '@/lib/format';
import { BUSTED_EXPLAINED, bustedPotText } from '@/entities/payout/busted';
import { useEnforcedRules } from './api';

export const ENFORCED_ID = 'what-huddle-enforces';

const centralTime = (iso: string) => `${formatCentral(iso)} Central Time`;

function keeperDeadlineText(keepers: NonNullable<EnforcedRules['keepers']>): string {
  if (keepers.deadlinePassed) return 'The keeper deadline has passed: selections are closed.';
  if (keepers.deadline === null)
    return 'No deadline yet: selections stay open until the next draft is scheduled or starts.';
  return keepers.deadlineSource === 'setting'
    ? `Keepers are due ${centralTime(keepers.deadline)}, the commissioner’s deadline.`
    : `Keepers are due when the ${keepers.draftSeason} draft starts, ${centralTime(keepers.deadline)}.`;
}

function Keepers({ keepers }: { keepers: NonNullable<EnforcedRules['keepers']> }) {
  return (
    <div className="space-y-2">
      <h3 className="font-semibold">Keepers</h3>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        <li>
          Each team picks {keepers.franchise + keepers.lottery} players from its {keepers.season} roster for
          the {keepers.draftSeason} draft: {keepers.franchise} franchise player, one it drafted, and{' '}
          {keepers.lottery} lottery players, waiver pickups not at the franchise player’s position.
        </li>
        <li>
          A draw keeps {keepers.lotteryKept} of the {keepers.lottery} lottery players. Its secret seed’s
          fingerprint (SHA-256) is shown when the team submits, the seed itself after the draw, so anyone can
          check it.
        </li>
        <li>{keeperDeadlineText(keepers)}</li>
      </ul>
    </div>
  );
}

function Dues({ dues }: { dues: EnforcedRules['dues'] }) {
  return (
    <div className="space-y-2">
      <h3 className="font-semibold">Dues</h3>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        <li>
          {dues.paid} of {dues.teams} teams have paid their {dues.season} dues, as the commissioner recorded
          them (the Pre-Draft page shows which).
        </li>
        {dues.paymentLink && <li>Dues are paid through the link on the Pre-Draft page.</li>}
        {dues.chatReminders && <li>Every Monday the group chat is told which teams have not paid.</li>}
      </ul>
    </div>
  );
}

function Payouts({ season, payouts }: { season: string; payouts: EnforcedRules['payouts'] }) {
  const rows: [string, number][] = [
    ['Champion', payouts.championshipFirst],
    ['Runner-up', payouts.championshipSecond],
    ['Third place', payouts.championshipThird],
    ['Highest points (regular season)', payouts.highestPointsAward],
    ['Biggest blowout', payouts.biggestBlowoutAward],
    ['Unlucky (most points against)', payouts.unluckyAward],
    ['BUSTED pot', payouts.bustedPot],
  ];
  return (
    <div className="space-y-2">
      <h3 className="font-semibold">Payouts {season}</h3>
      <TableScroll label={`Payouts ${season}`}>
        <table className="w-full text-sm">
          <thead className="bg-muted">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                Award
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Amount
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {rows.map(([award, amount]) => (
              <tr key={award}>
                <td className="px-3 py-2">{award}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatMoney(amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t font-semibold">
            <tr>
              <th scope="row" className="px-3 py-2 text-left">
                Total
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{formatMoney(payouts.totalPool)}</td>
            </tr>
          </tfoot>
        </table>
      </TableScroll>
      <p className="text-sm text-muted-foreground">
        BUSTED: {BUSTED_EXPLAINED} This season’s pot: {formatMoney(payouts.bustedPot)} (
        {bustedPotText(payouts.bustedPot)}).
      </p>
    </div>
  );
}

const ROUNDS: Record<EnforcedRules['standings']['playoffRounds'], string | null> = {
  'one-week': null,
  'two-week-final': 'The final is played over two weeks, its points added.',
  'two-week': 'Every playoff round is played over two weeks, its points added.',
};

function Standings({ standings }: { standings: EnforcedRules['standings'] }) {
  const rounds = ROUNDS[standings.playoffRounds];
  return (
    <div className="space-y-2">
      <h3 className="font-semibold">Standings, tie-breaks and playoffs</h3>
      <p className="text-sm">Teams are ranked by, in order:</p>
      <ol className="list-decimal space-y-1 pl-5 text-sm">
        {standings.order.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ol>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {standings.medianGame && (
          <li>
            Every regular-season week each team also plays the league’s median score: a second win or loss.
          </li>
        )}
        {standings.divisions > 1 && (
          <li>
            The {standings.divisions} division winners are seeded first, then every other team in the order
            above.
          </li>
        )}
        <li>
          {standings.playoffTeams} teams make the playoffs, played in weeks {standings.playoffWeekStart} to{' '}
          {standings.finalWeek}.
        </li>
        {rounds && <li>{rounds}</li>}
      </ul>
    </div>
  );
}

export function EnforcedSection({ leagueId }: { leagueId: string | undefined }) {
  const enforced = useEnforcedRules(leagueId);
  return (
    <section
      aria-labelledby={ENFORCED_ID}
      className="scroll-mt-20 space-y-4 rounded-xl border bg-muted/40 p-4 sm:p-6"
    >
      <div className="space-y-1">
        <h2 id={ENFORCED_ID} className="text-xl font-semibold tracking-tight">
          What Huddle enforces
        </h2>
        <p className="text-sm text-muted-foreground">
          Written from the league’s settings as the site applies them, so it always says what Huddle does. It
          changes with the settings, not by editing the rules.
        </p>
      </div>
      {enforced.isPending ? (
        <div className="space-y-3" role="status" aria-label="Loading what Huddle enforces">
          <Skeleton className="h-24" />
          <Skeleton className="h-40" />
        </div>
      ) : enforced.isError ? (
        <p className="text-sm text-destructive">
          {errorMessage(enforced.error, 'Could not load the league’s settings.')}
        </p>
      ) : (
        <div className="grid gap-6">
          {enforced.data.keepers && <Keepers keepers={enforced.data.keepers} />}
          <Dues dues={enforced.data.dues} />
          <Payouts season={enforced.data.season} payouts={enforced.data.payouts} />
          <Standings standings={enforced.data.standings} />
        </div>
      )}
    </section>
  );
}
