/** Where a visitor goes after signing in when no page was asked for. */
export const DEFAULT_AFTER_LOGIN = '/dashboard';

/**
 * The page to return to after login, from the `next` search parameter. Only same-site paths are
 * accepted ('/keepers?x=1'), never another origin ('//evil.example', 'https://...') nor the login
 * and logout pages themselves, so the parameter cannot be used to send members elsewhere.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\'))
    return DEFAULT_AFTER_LOGIN;
  const path = next.split(/[?#]/)[0] ?? '';
  if (path === '/secure-login' || path === '/logout') return DEFAULT_AFTER_LOGIN;
  return next;
}

/** The login URL that brings the visitor back to `path` afterwards. */
export function loginUrlFor(path: string): string {
  return `/secure-login?next=${encodeURIComponent(path)}`;
}
