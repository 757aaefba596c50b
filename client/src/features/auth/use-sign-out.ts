import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { apiRequest } from '@/lib/api';

// Signing out (docs/product.md §2 "Logout") is always the member's own action in the app: the Logout menu
// entry, "Log out everywhere", or a button of the logout page. Each posts at once, from the app's own page,
// so the server's Origin check lets it through, and the logout page then says it is done. A link to /logout
// from anywhere else only opens that page, which asks first: a link on another site once signed members out
// of every device.

/** This device's session, or every session of the member (a lost phone, a shared computer). */
export type SignOutScope = 'here' | 'everywhere';

/** The logout page, asking about `scope`: where the app's sign-out links lead without scripts. */
export const logoutHref = (scope: SignOutScope) =>
  scope === 'everywhere' ? '/logout?everywhere=1' : '/logout';

/**
 * The logout page's navigation state once the app has signed out. History state: only the app's
 * own scripts can set it, never a link, so no link shows a member "logged out" while they are not.
 */
interface SignedOutState {
  signedOut: SignOutScope;
}

/** The scope the app signed out of, from the logout page's navigation state; null when it did not. */
export function signedOutScope(state: unknown): SignOutScope | null {
  const scope = (state as Partial<SignedOutState> | null)?.signedOut;
  return scope === 'here' || scope === 'everywhere' ? scope : null;
}

/** The sign-out this page load has under way (one at a time, whichever control started it). */
let underWay: SignOutScope | null = null;

/** Whether a sign-out is under way: the logout page says "Logging Out..." meanwhile. */
export const isSigningOut = () => underWay !== null;

/** A click the browser handles itself: a new tab or window, where the logout page asks. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * Signs out: opens the logout page, posts the logout, then shows the page in its signed-out state (it
 * forgets this device's answers and moves on to /), whether the call succeeded or not, as before
 * (docs/product.md §2).
 */
export function useSignOut() {
  const navigate = useNavigate();

  const signOut = useCallback(
    async (scope: SignOutScope) => {
      if (underWay) return;
      underWay = scope;
      try {
        // The member's pages go first: one still open when the session ends would take its next
        // refused answer for an expired session and send the member to sign in again.
        await navigate('/logout');
        await apiRequest(
          'POST',
          scope === 'everywhere' ? '/api/auth/logout-everywhere' : '/api/logout',
        ).catch((error: unknown) => console.warn('Logout request failed', error));
        await navigate('/logout', { replace: true, state: { signedOut: scope } satisfies SignedOutState });
      } finally {
        underWay = null;
      }
    },
    [navigate],
  );

  /** The click handler of a sign-out link (its `href` is the logout page, `logoutHref(scope)`). */
  const onLinkClick = useCallback(
    (scope: SignOutScope) => (event: MouseEvent<HTMLAnchorElement>) => {
      if (opensElsewhere(event)) return;
      event.preventDefault();
      void signOut(scope);
    },
    [signOut],
  );

  return { signOut, onLinkClick };
}
