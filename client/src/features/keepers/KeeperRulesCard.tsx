import { Card, CardContent, CardHeader } from '@/components/ui/card';

/**
 * The rules in plain words (docs/product.md D9); the page and the server enforce the same module. The
 * deadline itself is printed once, in the page's header above the card.
 */
export function KeeperRulesCard() {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold tracking-tight">Keeper Rules</h2>
      </CardHeader>
      <CardContent>
        <ul className="list-disc space-y-1.5 pl-5 text-sm">
          <li>
            Pick <strong>4 players</strong> from your roster: 1 franchise player and 3 lottery players.
          </li>
          <li>
            <strong>Franchise:</strong> a player you drafted this season. He is kept in the round he was
            drafted.
          </li>
          <li>
            <strong>Lottery 1-3:</strong> waiver pickups (players with no draft pick), not at your franchise
            player&apos;s position.
          </li>
          <li>
            The <strong>lottery keeps 2 of the 3</strong> lottery players at random; kept waiver pickups use
            your last draft picks.
          </li>
          <li>Save a draft as often as you like. Submit Final locks your selections.</li>
          <li>Nothing can be saved after the deadline above.</li>
        </ul>
      </CardContent>
    </Card>
  );
}
