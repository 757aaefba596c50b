import { useState, type FormEvent } from 'react';
import { PAYOUT_CONFIG_FIELDS, type PayoutConfig } from '@common/payouts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { useSeasonPayouts } from '@/lib/league-queries';
import { usePayoutMutations } from './api/payouts';
import { notifyError, notifySuccess } from '@/lib/notify';

const LABELS: Record<keyof PayoutConfig, string> = {
  championshipFirst: 'Championship 1st',
  championshipSecond: 'Championship 2nd',
  championshipThird: 'Championship 3rd',
  highestPointsAward: 'Highest Points',
  biggestBlowoutAward: 'Biggest Blowout',
  unluckyAward: 'Unlucky Award',
  bustedAward: 'BUSTED base',
};

interface PayoutAmountsCardProps {
  leagueId: string | undefined;
  season: string | undefined;
}

/** docs/product.md D6: the season's payout amounts, editable by admins (whole dollars). */
export function PayoutAmountsCard({ leagueId, season }: PayoutAmountsCardProps) {
  const payouts = useSeasonPayouts(leagueId, season);
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle>Payout Amounts ({season})</CardTitle>
        <CardDescription>
          Whole dollars. The BUSTED pot adds rollovers from clean years on top of its base.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {payouts.isLoading && <Skeleton className="h-40 w-full" />}
        {payouts.isError && <p className="text-sm text-muted-foreground">No payout data available</p>}
        {payouts.data && (
          <PayoutAmountsForm
            key={JSON.stringify(PAYOUT_CONFIG_FIELDS.map((field) => payouts.data[field]))}
            config={payouts.data}
            leagueId={leagueId}
            season={season}
          />
        )}
      </CardContent>
    </Card>
  );
}

function PayoutAmountsForm({ config, leagueId, season }: { config: PayoutConfig } & PayoutAmountsCardProps) {
  const { updateAmounts } = usePayoutMutations(leagueId, season);
  const [values, setValues] = useState(() =>
    Object.fromEntries(PAYOUT_CONFIG_FIELDS.map((field) => [field, String(config[field])])),
  );
  const invalid = PAYOUT_CONFIG_FIELDS.some((field) => !/^\d{1,6}$/.test(values[field] ?? ''));

  function submit(event: FormEvent) {
    event.preventDefault();
    const changed = Object.fromEntries(
      PAYOUT_CONFIG_FIELDS.filter((field) => Number(values[field]) !== config[field]).map((field) => [
        field,
        Number(values[field]),
      ]),
    );
    if (Object.keys(changed).length === 0) return;
    updateAmounts.mutate(changed, {
      onSuccess: () => notifySuccess('Payout amounts updated successfully'),
      onError: (error) => notifyError('Failed to update payout amounts', error, true),
    });
  }

  return (
    <form onSubmit={submit} className="grid gap-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {PAYOUT_CONFIG_FIELDS.map((field) => (
          <div key={field} className="grid gap-1.5">
            <Label htmlFor={`payout-${field}`}>{LABELS[field]} ($)</Label>
            <Input
              id={`payout-${field}`}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={values[field]}
              onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
            />
          </div>
        ))}
      </div>
      <div>
        <Button type="submit" disabled={invalid || updateAmounts.isPending}>
          {updateAmounts.isPending ? 'Saving...' : 'Save Payouts'}
        </Button>
      </div>
    </form>
  );
}
