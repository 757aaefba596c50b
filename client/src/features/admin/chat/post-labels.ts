import type { ChatPost } from '@common/chat';
import type { BadgeProps } from '@/components/ui/badge';

export const POST_KIND_LABELS: Record<ChatPost['kind'], string> = {
  recap: 'Recap',
  'keeper-deadline': 'Keeper deadline',
  'draft-day': 'Draft day',
  dues: 'Dues',
  test: 'Test',
  announcement: 'Announcement',
};

export const POST_STATUSES: Record<ChatPost['status'], { label: string; variant: BadgeProps['variant'] }> = {
  sending: { label: 'Sending', variant: 'secondary' },
  retrying: { label: 'Retrying', variant: 'warning' },
  sent: { label: 'Sent', variant: 'success' },
  failed: { label: 'Failed', variant: 'destructive' },
};
