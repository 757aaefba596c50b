import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheckIcon, LogOutIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/Spinner';
import { forgetSavedAnswers } from '@/lib/offline-cache';
import { isSigningOut, signedOutScope, useSignOut, type SignOutScope } from './use-sign-out';

/** docs/product.md §9: the logout page moves on to / after 2 seconds. */
const REDIRECT_DELAY_MS = 2000;

const ASK: Record<SignOutScope, { title: string; text: string; action: string }> = {
  here: { title: 'Log Out?', text: 'You will be signed out on this device.', action: 'Log Out' },
  everywhere: {
    title: 'Log Out Everywhere?',
    text: 'Every device you signed in on will be signed out, this one included.',
    action: 'Log Out Everywhere',
  },
};

const DONE: Record<SignOutScope, { title: string; text: string }> = {
  here: { title: 'Logged Out Successfully', text: 'Taking you back to the start page.' },
  everywhere: {
    title: 'Logged Out Everywhere',
    text: 'Every device you signed in on is signed out. Taking you back to the start page.',
  },
};

/**
 * /logout (docs/product.md §2 "Logout"). Opened by a link (`?everywhere=1` for every device) it only asks:
 * nothing ends until the member presses its button. While the app signs out (use-sign-out.ts) it says so;
 * once signed out, it forgets every cached answer, in memory and the offline copies (they belong to the
 * member who left), and goes to / after 2 seconds.
 */
export default function LogoutPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signedOut = signedOutScope(useLocation().state);
  const signingOut = !signedOut && isSigningOut();
  const asked: SignOutScope = useSearchParams()[0].get('everywhere') === '1' ? 'everywhere' : 'here';
  const { signOut } = useSignOut();

  useEffect(() => {
    if (!signedOut) return;
    queryClient.clear();
    void forgetSavedAnswers();
    const timer = setTimeout(() => navigate('/', { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [signedOut, queryClient, navigate]);

  const { title, text } = signedOut
    ? DONE[signedOut]
    : signingOut
      ? { title: 'Logging Out...', text: 'Signing you out of the league.' }
      : ASK[asked];
  return (
    <div className="flex min-h-dvh items-center justify-center px-4">
      <main className="w-full max-w-sm">
        <Card>
          <CardContent className="flex flex-col items-center gap-4 p-8 text-center sm:p-8">
            {signedOut ? (
              <CircleCheckIcon className="size-10 text-primary" aria-hidden="true" />
            ) : (
              <LogOutIcon className="size-10 text-muted-foreground" aria-hidden="true" />
            )}
            <h1 className="text-xl font-semibold" aria-live="polite">
              {title}
            </h1>
            <p className="text-sm text-muted-foreground">{text}</p>
            {signingOut && <Spinner label="Signing out" />}
            {!signedOut && !signingOut && (
              <div className="flex w-full flex-col gap-2">
                <Button className="w-full" onClick={() => void signOut(asked)}>
                  {ASK[asked].action}
                </Button>
                <Button asChild variant="outline" className="w-full">
                  <Link to="/">Cancel</Link>
                </Button>
              </div>
            )}
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
