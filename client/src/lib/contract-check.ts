// The answers' contracts, checked in development only: api.ts loads this module behind
// `import.meta.env.DEV`, so neither it nor the schemas it holds are in a production bundle. An answer
// that does not match the zod schema common/ gives its endpoint is logged, naming the endpoint and the
// field; the member still gets the answer (the page copes, or shows its error state, as in production).
import { z } from 'zod';
import { adminUserSchema, auditPageSchema, smsStatusSchema, userCredentialSchema } from '@common/admin';
import {
  draftReportResponseSchema,
  headToHeadResponseSchema,
  keeperValueResponseSchema,
  managerResponseSchema,
  managersResponseSchema,
  movesResponseSchema,
  playoffOddsResponseSchema,
  powerRankingsResponseSchema,
  recordsResponseSchema,
  tradesResponseSchema,
  weekGamesResponseSchema,
} from '@common/almanac';
import { announcementSchema } from '@common/announcements';
import { authUserSchema, demoAccountsSchema } from '@common/auth';
import { bracketResponseSchema } from '@common/bracket';
import { calendarEventsResponseSchema, calendarFeedResponseSchema } from '@common/calendar';
import { chatPostsResponseSchema, chatSettingsSchema, demoChatResponseSchema } from '@common/chat';
import { historyResponseSchema, transactionStatsResponseSchema } from '@common/history';
import { importedSeasonsResponseSchema } from '@common/imported-seasons';
import { keeperCandidatesResponseSchema, keeperRosterPlayerSchema } from '@common/keepers';
import {
  leagueResponseSchema,
  matchupsResponseSchema,
  nflStateResponseSchema,
  rosterPlayersResponseSchema,
  rosterResponseSchema,
  standingsResponseSchema,
  transactionsResponseSchema,
} from '@common/league';
import { memberPaymentStatusSchema, paymentStatusSchema } from '@common/payments';
import { seasonPayoutsSchema } from '@common/payouts';
import { futurePicksResponseSchema } from '@common/picks';
import { notificationSettingsSchema, pushKeySchema } from '@common/push';
import { recapListResponseSchema, recapResponseSchema } from '@common/recap';
import { personasResponseSchema, seasonAnalysisSchema } from '@common/roasts';
import {
  enforcedRulesSchema,
  rulesChangesSchema,
  rulesDocumentSchema,
  rulesVersionInfoSchema,
} from '@common/rules';
import { leagueSettingsSchema } from '@common/settings';

/**
 * The GET answers with a schema in common/, by path (`:name` stands for one segment). The answers
 * not listed (the app info, the off-season, the keepers' status and selections, the draft boards,
 * the current league) have a TypeScript type there but no schema yet.
 */
export const CONTRACTS: ReadonlyArray<readonly [path: string, schema: z.ZodType]> = [
  ['/api/auth/user', authUserSchema],
  ['/api/auth/demo', demoAccountsSchema],
  ['/api/nfl/state', nflStateResponseSchema],
  ['/api/roast/personas', personasResponseSchema],
  ['/api/push/key', pushKeySchema],
  ['/api/me/notifications', notificationSettingsSchema],
  ['/api/me/calendar', calendarFeedResponseSchema],
  ['/api/me/calendar/events', calendarEventsResponseSchema],
  ['/api/admin/users', z.array(adminUserSchema)],
  ['/api/admin/user-passwords', z.array(userCredentialSchema)],
  ['/api/admin/sms-status', smsStatusSchema],
  ['/api/admin/audit', auditPageSchema],
  ['/api/admin/chat', chatSettingsSchema],
  ['/api/admin/chat/posts', chatPostsResponseSchema],
  ['/api/admin/league/:id/imported-seasons', importedSeasonsResponseSchema],
  ['/api/demo/chat', demoChatResponseSchema],
  ['/api/league/:id', leagueResponseSchema],
  ['/api/league/:id/standings', standingsResponseSchema],
  ['/api/league/:id/matchups/:week', matchupsResponseSchema],
  ['/api/league/:id/transactions', transactionsResponseSchema],
  ['/api/league/:id/roster/:rosterId/players', rosterPlayersResponseSchema],
  ['/api/league/:id/rosters', z.array(rosterResponseSchema)],
  ['/api/league/:id/payouts/:season', seasonPayoutsSchema],
  ['/api/league/:id/settings/:season', leagueSettingsSchema],
  ['/api/league/:id/payment-status/:season', z.array(memberPaymentStatusSchema)],
  ['/api/league/:id/payment-status/:season/admin', z.array(paymentStatusSchema)],
  ['/api/league/:id/history', historyResponseSchema],
  ['/api/league/:id/transaction-stats', transactionStatsResponseSchema],
  ['/api/league/:id/season-analysis/:season', seasonAnalysisSchema],
  ['/api/league/:id/rules', rulesDocumentSchema],
  ['/api/league/:id/rules/versions', z.array(rulesVersionInfoSchema)],
  ['/api/league/:id/rules/versions/:version', rulesDocumentSchema],
  ['/api/league/:id/rules/versions/:version/changes', rulesChangesSchema],
  ['/api/league/:id/rules/enforced', enforcedRulesSchema],
  ['/api/league/:id/power-rankings', powerRankingsResponseSchema],
  ['/api/league/:id/playoff-odds', playoffOddsResponseSchema],
  ['/api/league/:id/bracket', bracketResponseSchema],
  ['/api/league/:id/managers', managersResponseSchema],
  ['/api/league/:id/managers/:userId', managerResponseSchema],
  ['/api/league/:id/head-to-head', headToHeadResponseSchema],
  ['/api/league/:id/records', recordsResponseSchema],
  ['/api/league/:id/games/:season/:week', weekGamesResponseSchema],
  ['/api/league/:id/moves', movesResponseSchema],
  ['/api/league/:id/trades', tradesResponseSchema],
  ['/api/league/:id/announcements', z.array(announcementSchema)],
  ['/api/league/:id/recaps', recapListResponseSchema],
  ['/api/league/:id/recaps/:season/:week', recapResponseSchema],
  ['/api/league/:id/roster-players/:rosterId', z.array(keeperRosterPlayerSchema)],
  ['/api/league/:id/keeper-candidates/:rosterId', keeperCandidatesResponseSchema],
  ['/api/league/:id/keeper-value', keeperValueResponseSchema],
  ['/api/league/:id/drafts/:year/report', draftReportResponseSchema],
  ['/api/league/:id/future-picks', futurePicksResponseSchema],
];

/** Whether `path` is the pattern's (same segments, `:name` matching any one). */
function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  return want.length === got.length && want.every((part, i) => part.startsWith(':') || part === got[i]);
}

/** The schema of a GET answer at `url`, if common/ has one. */
export function contractOf(method: string, url: string): z.ZodType | null {
  if (method.toUpperCase() !== 'GET') return null;
  const path = url.split('?')[0] ?? url;
  // A fixed segment wins over a `:name` one ('/drafts/history' is not '/drafts/:year').
  const found = CONTRACTS.filter(([pattern]) => matches(pattern, path)).sort(
    ([a], [b]) => (a.match(/:/g)?.length ?? 0) - (b.match(/:/g)?.length ?? 0),
  );
  return found[0]?.[1] ?? null;
}

/** Logs, never throws: an answer that breaks its contract names the endpoint and the field. */
export function checkAnswer(method: string, url: string, answer: unknown): void {
  const schema = contractOf(method, url);
  if (!schema) return;
  const result = schema.safeParse(answer);
  if (result.success) return;
  const problems = result.error.issues.slice(0, 5).map((issue) => {
    const field = issue.path.length > 0 ? issue.path.join('.') : '(the whole answer)';
    return `${field}: ${issue.message}`;
  });
  console.error(
    `Contract check: ${method.toUpperCase()} ${url} does not match its schema in common/ (${result.error.issues.length} problem(s)):\n  ${problems.join('\n  ')}`,
  );
}
