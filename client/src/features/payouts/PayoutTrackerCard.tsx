// The dashboard's Custom Payout Tracker card (owned by the history/payouts work; placeholder for now).
export default function PayoutTrackerCard({ season }: { season: string }) {
  return (
    <section aria-label="Custom Payout Tracker" className="rounded-xl border p-4 text-sm text-muted-foreground">
      Custom Payout Tracker for {season}: coming soon.
    </section>
  );
}
