import { Badge } from '@/components/ui/badge';

/** Marks a season before Sleeper, imported by the commissioner (final standings, champion, payouts). */
export function ImportedBadge() {
  return (
    <Badge variant="outline" title="Imported by the commissioner: a season played before Sleeper">
      Imported
    </Badge>
  );
}
