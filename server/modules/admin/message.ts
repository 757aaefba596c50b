// The login reminder an admin sends a member from their own phone (docs/product.md D13). Pure: no I/O.

export interface ReminderFacts {
  appName: string;
  siteUrl: string;
  displayName: string;
  username: string;
  /** The member's PIN; null when none is set yet. */
  pin: string | null;
  season: string;
  /** Dues status of the member's roster: null when they have no roster this season. */
  hasPaid: boolean | null;
  /** Where dues are paid (PAYMENT_URL, D14), when configured. */
  paymentUrl: string | null;
}

function duesLine(facts: ReminderFacts): string | null {
  if (facts.hasPaid === null) return null;
  if (facts.hasPaid) return `League dues for ${facts.season}: paid. Thank you!`;
  const payHere = facts.paymentUrl ? ` Pay here: ${facts.paymentUrl}` : '';
  return `League dues for ${facts.season}: not paid yet.${payHere}`;
}

export function buildLoginReminder(facts: ReminderFacts): string {
  const lines = [
    `Hi ${facts.displayName}! Here is your login for the ${facts.appName} FFB Dashboard: ${facts.siteUrl}`,
    `Username: ${facts.username}`,
    facts.pin ? `PIN: ${facts.pin}` : 'PIN: not set yet - ask the commissioner for one.',
    duesLine(facts),
  ];
  return lines.filter((line): line is string => line !== null).join('\n');
}
