// Which API answers a device may keep for offline use (client/src/lib/offline-cache.ts): the member's
// own view of the league, never what only a commissioner may read. A phone that is lost is exactly
// when "Log out everywhere" is pressed, and whatever was kept on it stays readable in airplane mode:
// the members' PINs and phone numbers, the audit log, the dues ledger and the chat's webhook must
// never be there. A server test holds this list to every admin route (server/reliability/
// offline-policy.test.ts).

/** The answers never written to an offline copy, by their path. */
export const NEVER_KEPT_OFFLINE: readonly RegExp[] = [
  // Members' PINs and phones, the SMS service, the audit log, the group chat's settings and posts.
  /^\/api\/admin(\/|$)/,
  // The dues ledger with each payment's details.
  /^\/api\/league\/[^/]+\/payment-status\/[^/]+\/admin$/,
  // How the served league was found (the admin's settings page).
  /^\/api\/league\/[^/]+\/current-league$/,
];

/** Whether the answer of `url` (a path, with or without its query string) may be kept offline. */
export function mayKeepOffline(url: string): boolean {
  const path = new URL(url, 'http://huddle').pathname;
  return !NEVER_KEPT_OFFLINE.some((pattern) => pattern.test(path));
}
