import { useState, type FormEvent } from 'react';
import type { RosterResponse } from '@common/league';
import { sumAmounts } from '@common/amounts';
import type { PaymentStatus } from '@common/payments';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { TeamAvatar } from '@/components/TeamAvatar';
import { formatCentral, formatMoney } from '@/lib/format';
import { useAdminPayments, useUpdatePayment } from '@/entities/payment/api';
import { notifyError, notifySuccess } from '@/lib/notify';
import { TabError, TabSkeleton } from '@/components/TabStates';

interface PaymentsTabProps {
  leagueId: string | undefined;
  season: string | undefined;
  teams: RosterResponse[];
}

/** docs/product.md §2 "Payments tab": one card per roster with a Paid/Not Paid badge and an Edit form. */
export function PaymentsTab({ leagueId, season, teams }: PaymentsTabProps) {
  const payments = useAdminPayments(leagueId, season);
  if (payments.isLoading) return <TabSkeleton rows={6} />;
  if (payments.isError) return <TabError what="payments" onRetry={() => void payments.refetch()} />;
  const byRoster = new Map((payments.data ?? []).map((payment) => [payment.rosterId, payment]));
  const paid = teams.filter((team) => byRoster.get(team.rosterId)?.hasPaid);
  const collected = sumAmounts(paid.map((team) => byRoster.get(team.rosterId)?.paidAmount));
  return (
    <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
      <p className="text-sm font-medium md:col-span-2" data-testid="payments-summary">
        {paid.length} of {teams.length} paid · {formatMoney(collected)} collected
      </p>
      {teams.map((team) => (
        <PaymentCard
          key={team.rosterId}
          team={team}
          payment={byRoster.get(team.rosterId)}
          leagueId={leagueId}
          season={season}
        />
      ))}
    </div>
  );
}

interface PaymentCardProps {
  team: RosterResponse;
  payment: PaymentStatus | undefined;
  leagueId: string | undefined;
  season: string | undefined;
}

function PaymentCard({ team, payment, leagueId, season }: PaymentCardProps) {
  const [editing, setEditing] = useState(false);
  const paid = payment?.hasPaid ?? false;
  return (
    <Card data-testid={`payment-card-${team.rosterId}`}>
      <CardHeader className="flex-row items-center gap-3 space-y-0">
        <TeamAvatar avatar={team.avatar} name={team.teamName} colorKey={team.rosterId} />
        <div className="min-w-0 flex-1">
          <CardTitle className="text-base break-words">{team.teamName}</CardTitle>
          <p className="text-sm break-words text-muted-foreground">{team.ownerDisplayName}</p>
        </div>
        <Badge variant={paid ? 'success' : 'outline'}>{paid ? 'Paid' : 'Not Paid'}</Badge>
      </CardHeader>
      <CardContent>
        {editing ? (
          <PaymentForm
            rosterId={team.rosterId}
            payment={payment}
            leagueId={leagueId}
            season={season}
            onDone={() => setEditing(false)}
          />
        ) : (
          <div className="flex items-end justify-between gap-3">
            <PaymentDetails payment={payment} />
            <Button
              variant="outline"
              onClick={() => setEditing(true)}
              aria-label={`Edit payment of ${team.teamName}`}
            >
              Edit
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function PaymentDetails({ payment }: { payment: PaymentStatus | undefined }) {
  if (!payment) return <p className="text-sm text-muted-foreground">No payment recorded</p>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="text-muted-foreground">Amount</dt>
      <dd>{payment.paidAmount === null ? '—' : formatMoney(payment.paidAmount)}</dd>
      <dt className="text-muted-foreground">Date</dt>
      <dd>{payment.paidDate === null ? '—' : formatCentral(payment.paidDate, 'MMM d, yyyy')}</dd>
      <dt className="text-muted-foreground">Notes</dt>
      <dd className="break-words">{payment.notes ?? '—'}</dd>
    </dl>
  );
}

interface PaymentFormProps {
  rosterId: number;
  payment: PaymentStatus | undefined;
  leagueId: string | undefined;
  season: string | undefined;
  onDone: () => void;
}

function PaymentForm({ rosterId, payment, leagueId, season, onDone }: PaymentFormProps) {
  const update = useUpdatePayment(leagueId, season);
  const [hasPaid, setHasPaid] = useState(payment?.hasPaid ?? false);
  const [amount, setAmount] = useState(payment?.paidAmount ?? '');
  const [notes, setNotes] = useState(payment?.notes ?? '');
  const id = `payment-${rosterId}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    update.mutate(
      { rosterId, hasPaid, paidAmount: amount.trim() === '' ? null : amount.trim(), notes },
      {
        onSuccess: () => {
          notifySuccess('Payment status updated successfully');
          onDone();
        },
        onError: (error) => notifyError('Failed to update payment status', error),
      },
    );
  }

  return (
    <form onSubmit={submit} className="grid gap-3">
      <div className="flex min-h-11 items-center gap-3">
        <Switch id={`${id}-paid`} checked={hasPaid} onCheckedChange={setHasPaid} />
        <Label htmlFor={`${id}-paid`}>Payment Received</Label>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-amount`}>Amount Paid</Label>
        <Input
          id={`${id}-amount`}
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-notes`}>Notes</Label>
        <Textarea
          id={`${id}-notes`}
          value={notes}
          maxLength={1000}
          onChange={(event) => setNotes(event.target.value)}
        />
      </div>
      <div className="flex gap-2">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
        <Button variant="outline" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
