// The demo league's announcements (seeded on a demo start while there are none): a pinned welcome
// and an older note about dues, posted by the demo's commissioner, so the dashboard's card and the
// announcements page show what a league would see, offline.
import type { AppContext } from '../../context';
import { demoManifest } from '../../sleeper/demo-fixtures';
import { insertAnnouncementRow, listAnnouncementRows } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

const DEMO_ANNOUNCEMENTS = [
  {
    daysAgo: 9,
    pinned: false,
    title: 'Dues before the draft',
    body: [
      'Please settle your league dues **before the draft**. The commissioner records each payment,',
      'and the [Pre-Draft page](/pre-draft) shows which teams have paid.',
      '',
      'Questions about the money go to the group chat, not my inbox.',
    ].join('\n'),
  },
  {
    daysAgo: 2,
    pinned: true,
    title: 'Welcome to the league’s new home',
    body: [
      'Announcements from the commissioner now land here and on your dashboard. Dismiss one from the',
      'dashboard once read; it stays on the Announcements page.',
      '',
      'The league’s rules live in the [rulebook](/rules), with every earlier version kept. Its last',
      'section, **What Huddle enforces**, is written from the league’s own settings (payouts, the BUSTED',
      'pot, how ties are broken), so it always says what the site does.',
    ].join('\n'),
  },
];

export function seedDemoAnnouncements(ctx: AppContext): void {
  if (listAnnouncementRows(ctx.db).length > 0) return;
  const commissioner = demoManifest().accounts.find((account) => account.role === 'owner');
  if (!commissioner) return;
  const now = ctx.clock.now().getTime();
  for (const announcement of DEMO_ANNOUNCEMENTS) {
    insertAnnouncementRow(ctx.db, {
      title: announcement.title,
      body: announcement.body,
      pinned: announcement.pinned,
      authorId: commissioner.userId,
      createdAt: now - announcement.daysAgo * DAY_MS,
    });
  }
}
