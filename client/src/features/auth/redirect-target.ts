// A URL parser drops tab, CR and LF silently: `next` holding a control character is refused.
import { hasControlCharacter } from '@common/unsafe-characters';

/** Where a visitor goes after signing in when no page was asked for. */
export const DEFAULT_AFTER_LOGIN = '/dashboard';

/** The pages `next` never names: the sign-in page again, and signing out straight after signing in. */
const REFUSED_PAGES: ReadonlySet<string> = new Set(['/secure-login', '/logout']);

/** A stand-in origin: `next` must resolve against it to a path of the same origin. */
const SAME_SITE = 'http://same-site.invalid';

/**
 * A pathname as React Router matches it against the route table: each segment percent-decoded
 * (`%6Cogout` is `logout`), case-insensitively, trailing slashes ignored. Null when a segment cannot
 * be decoded, or decodes to a control character.
 */
function routerPath(pathname: string): string | null {
  let decoded: string;
  try {
    decoded = pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replaceAll('/', '%2F'))
      .join('/');
  } catch {
    return null;
  }
  if (hasControlCharacter(decoded)) return null;
  return decoded.toLowerCase().replace(/(.)\/+$/, '$1');
}

/**
 * The page to return to after login, from the `next` search parameter. Only a plain path of this site is
 * taken ('/keepers?x=1'), written back as a browser would send it: never another origin ('//evil.example',
 * '/\evil.example', 'https://...'), no control character (`/\t/evil.example` is `//evil.example` once a
 * browser drops the tab; a CR or LF made the server's redirect fail), and never the login or logout pages
 * however they are written (`/LOGOUT`, `/%6Cogout`, `/logout/`: the router matches them all), so the
 * parameter cannot send members elsewhere or sign them out. Used by the sign-in page and by its route loader,
 * in the browser and on the server alike.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || hasControlCharacter(next) || !/^\/(?![/\\])/.test(next)) return DEFAULT_AFTER_LOGIN;
  let url: URL;
  try {
    url = new URL(next, SAME_SITE);
  } catch {
    return DEFAULT_AFTER_LOGIN;
  }
  if (url.origin !== SAME_SITE) return DEFAULT_AFTER_LOGIN;
  const page = routerPath(url.pathname);
  if (page === null || REFUSED_PAGES.has(page)) return DEFAULT_AFTER_LOGIN;
  return url.pathname + url.search + url.hash;
}

/** The login URL that brings the visitor back to `path` afterwards. */
export function loginUrlFor(path: string): string {
  return `/secure-login?next=${encodeURIComponent(path)}`;
}
