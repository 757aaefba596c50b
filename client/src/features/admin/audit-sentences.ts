// The audit log read as sentences ("Brenda marked Taco Tuesday Titans paid: $50, Venmo"): a
// commissioner reads who did what to whom, never field names or epoch times. Each action the server
// records has its sentence here; an action without one (a new kind of entry) still reads as words, its
// changes listed under labels. The server's subjects name their target ("season 2025 roster 3",
// "user 123 (Dana)"); they are read here, in one place.
import type { AuditEntryView } from '@common/admin';
import { formatCentral, formatMoney } from '@/lib/format';

/** What the sentences need of the league: a roster's team name. */
export interface AuditNames {
  team: (rosterId: number) => string | undefined;
}

export interface AuditSentence {
  /** The whole action, e.g. "Brenda marked Taco Tuesday Titans paid: $50, Venmo". */
  summary: string;
  /** What changed, each as "Label: before → after" in words ("Amount paid: none → $50"). */
  changes: string[];
}

type Row = Record<string, unknown>;
const asRow = (value: unknown): Row | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Row) : null;

// Fields a reader learns nothing from: who and when are the row's own, ids are the subject's.
const UNTOLD = new Set([
  'id',
  'leagueId',
  'season',
  'rosterId',
  'userId',
  'updatedAt',
  'updatedBy',
  'createdAt',
  'sleeperUserId',
  'bustedWinnerId',
  'lotterySeedHash',
  'lotterySeed',
]);

// Labels of the fields the server's records carry, as the admin pages name them.
const LABELS: Record<string, string> = {
  hasPaid: 'Paid',
  paidAmount: 'Amount paid',
  paidDate: 'Paid on',
  notes: 'Notes',
  keeperDeadline: 'Keeper deadline',
  draftDate: 'Draft date',
  seasonStartDate: 'Season start',
  playoffStartWeek: 'Playoff start week',
  championshipFirst: '1st place',
  championshipSecond: '2nd place',
  championshipThird: '3rd place',
  highestPointsAward: 'Highest points',
  biggestBlowoutAward: 'Biggest blowout',
  unluckyAward: 'Unlucky award',
  bustedAward: 'BUSTED award',
  bustedAccumulated: 'BUSTED pot',
  bustedWinnerName: 'BUSTED winner',
  bustedPlayerName: 'BUSTED player',
  bustedPlayerTeam: 'BUSTED player team',
  isAdmin: 'Admin',
  isOwner: 'Owner',
  phoneNumber: 'Phone',
  kind: 'Chat service',
  url: 'Chat address',
  botId: 'Bot',
  recaps: 'Weekly recaps',
  reminders: 'Reminders',
  duesReminders: 'Dues reminders',
  isSubmitted: 'Submitted',
  franchisePlayerName: 'Franchise',
  lotteryPlayer1Name: 'Lottery 1',
  lotteryPlayer2Name: 'Lottery 2',
  lotteryPlayer3Name: 'Lottery 3',
  submittedAt: 'Submitted at',
  persona: 'Persona',
};

// Keeper records carry each slot's id, position and round beside its name: the name tells it.
const SLOT_DETAIL = /^(franchisePlayer|lotteryPlayer\d)(Id|Position|DraftRound)$/;
const MONEY = /Award$|^championship|^paidAmount$|^bustedAccumulated$/;
const INSTANT = /(Date|Deadline|At)$/;
const ISO = /^\d{4}-\d{2}-\d{2}T/;

/** A field's name in words: its label, else its camelCase split ("lastNotice" -> "Last notice"). */
function labelOf(key: string): string {
  const known = LABELS[key];
  if (known) return known;
  const words = key.replace(/([a-z\d])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A value in words: yes/no, money, Central time, "none"; never an epoch or raw JSON. */
export function valueInWords(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (MONEY.test(key) && (typeof value === 'number' || typeof value === 'string')) return formatMoney(value);
  if (INSTANT.test(key) && (typeof value === 'number' || (typeof value === 'string' && ISO.test(value)))) {
    return `${formatCentral(value, 'MMM d, yyyy h:mm a')} Central`;
  }
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map((item) => valueInWords(key, item)).join(', ');
  const row = asRow(value);
  const name = row && (row.name ?? row.teamName ?? row.displayName);
  return typeof name === 'string' ? name : 'changed';
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Each field whose value differs, "Label: before → after"; a created record lists the values it was given. */
export function changesOf(before: unknown, after: unknown): string[] {
  const was = asRow(before) ?? {};
  const now = asRow(after) ?? {};
  const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])].filter(
    (key) => !UNTOLD.has(key) && !SLOT_DETAIL.test(key) && key !== 'lotteryResults',
  );
  return keys
    .filter((key) => !same(was[key], now[key]))
    .map((key) =>
      before === null || before === undefined
        ? `${labelOf(key)}: ${valueInWords(key, now[key])}`
        : `${labelOf(key)}: ${valueInWords(key, was[key])} → ${valueInWords(key, now[key])}`,
    );
}

/** The member a "user 123 (Dana)" or "user:123" subject names: the name when given. */
function memberOf(subject: string): string {
  const named = /\(([^)]+)\)\s*$/.exec(subject);
  return named?.[1] ?? 'a member';
}

/** The team of a "season 2025 roster 3" or "keeper-selection:2025:3" subject. */
function teamOf(subject: string, names: AuditNames): string {
  const roster = /roster (\d+)$/.exec(subject) ?? /:(\d+)$/.exec(subject);
  const id = roster ? Number(roster[1]) : NaN;
  return (Number.isInteger(id) ? names.team(id) : undefined) ?? 'a team';
}

/** The season of a "season 2025 ...", "payouts:<league>:2025" or "keeper-selection:2025:3" subject. */
function seasonOf(subject: string): string {
  return /(?:season |:)(\d{4})(?::|\b)/.exec(subject)?.[1] ?? '';
}

function paymentSentence(actor: string, team: string, before: Row | null, after: Row | null): string {
  if (!after) return `${actor} updated the dues of ${team}`;
  if (after.hasPaid && !before?.hasPaid) {
    const amount = after.paidAmount ? formatMoney(String(after.paidAmount)) : null;
    const how = [amount, typeof after.notes === 'string' ? after.notes : null].filter(Boolean).join(', ');
    return `${actor} marked ${team} paid${how ? `: ${how}` : ''}`;
  }
  if (!after.hasPaid && before?.hasPaid) return `${actor} marked ${team} not paid`;
  return `${actor} updated the dues of ${team}`;
}

function lotterySentence(actor: string, team: string, after: Row | null): string {
  const results = asRow(after?.lotteryResults);
  const kept = Array.isArray(results?.selectedPlayers)
    ? results.selectedPlayers.map((player) => valueInWords('', player)).join(' and ')
    : '';
  const dropped = valueInWords('', results?.deselectedPlayer);
  return kept
    ? `${actor} ran the keeper lottery of ${team}: kept ${kept}, dropped ${dropped}`
    : `${actor} ran the keeper lottery of ${team}`;
}

function roleSentence(actor: string, member: string, after: Row | null): string {
  if (after?.isOwner) return `${actor} made ${member} the league owner`;
  if (after?.isAdmin === true) return `${actor} made ${member} an admin`;
  if (after?.isAdmin === false) return `${actor} removed ${member} as admin`;
  return `${actor} changed the role of ${member}`;
}

/** "settings.update" -> "settings update": what an action with no sentence of its own is called. */
const actionInWords = (action: string) => action.replace(/[._-]+/g, ' ');

/** The sentence of one audit entry and the changes it made, in words. */
export function auditSentence(entry: AuditEntryView, names: AuditNames): AuditSentence {
  const actor = entry.actorName ?? (entry.actorId === null ? 'Huddle' : 'A former member');
  const { subject } = entry;
  const before = asRow(entry.before);
  const after = asRow(entry.after);
  const changes = changesOf(entry.before, entry.after);
  const team = () => teamOf(subject, names);
  const member = () => memberOf(subject);
  const season = seasonOf(subject);
  const summary = (() => {
    switch (entry.action) {
      case 'payment.update':
        return paymentSentence(actor, team(), before, after);
      case 'keepers.save-for-team':
        return `${actor} saved the keepers of ${team()} as a draft`;
      case 'keepers.submit-for-team':
        return `${actor} submitted the keepers of ${team()}`;
      case 'keepers.admin-edit':
        return `${actor} edited the keepers of ${team()}`;
      case 'keepers.delete':
        return `${actor} deleted the keeper selection of ${team()}`;
      case 'keepers.unlock':
        return `${actor} unlocked the keepers of ${team()} and cleared its lottery`;
      case 'keepers.force-submit':
        return `${actor} submitted the keepers of ${team()} on the team's behalf`;
      case 'keepers.lottery':
        return lotterySentence(actor, team(), after);
      case 'credential.set':
      case 'cli.set-pin':
        return `${actor} set a new PIN for ${member()}`;
      case 'credential.unlock':
        return `${actor} unlocked the account of ${member()}`;
      case 'credential.populate':
        return `${actor} gave a PIN to every member who had none`;
      case 'account.lock':
        return `The account of ${member()} was locked after repeated wrong PINs`;
      case 'role.update':
      case 'cli.set-role':
        return roleSentence(actor, member(), after);
      case 'role.transfer_ownership':
        return `${actor} made ${member()} the league owner`;
      case 'member.phone':
        return `${actor} changed the phone number of ${member()}`;
      case 'member.draft_message':
        return `${actor} drafted a sign-in reminder for ${member()}`;
      case 'settings.update':
        return `${actor} changed the league settings${season ? ` of ${season}` : ''}`;
      case 'settings.refresh':
        return `${actor} refreshed the league settings${season ? ` of ${season}` : ''} from Sleeper`;
      case 'payouts.update':
        return `${actor} changed the payout amounts${season ? ` of ${season}` : ''}`;
      case 'payouts.busted.assign':
        return `${actor} gave the BUSTED award${season ? ` of ${season}` : ''} to ${valueInWords('', after?.bustedWinnerName)}`;
      case 'payouts.busted.clear':
        return `${actor} cleared the BUSTED winner${season ? ` of ${season}` : ''}`;
      case 'imported_seasons.import':
        return `${actor} imported ${subject}`;
      case 'imported_seasons.undo':
        return `${actor} removed the imported ${subject}`;
      case 'roast.persona':
        return `${actor} changed the roast persona`;
      case 'chat.settings':
        return `${actor} changed the group chat settings`;
      case 'chat.post':
        return `${actor} posted to the group chat`;
      case 'league.renewed':
        return `The league moved to its new season on Sleeper`;
      default:
        return `${actor}: ${actionInWords(entry.action)}, ${subject}`;
    }
  })();
  return { summary, changes: entry.action === 'keepers.lottery' ? [] : changes };
}
