import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheckIcon, LogOutIcon } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/Spinner';
import { apiRequest } from '@/lib/api';
import { forgetSavedAnswers } from '@/lib/offline-cache';

/** docs/product.md §9: the logout page moves on to / after 2 seconds. */
const REDIRECT_DELAY_MS = 2000;

/**
 * /logout (docs/product.md §2 "Logout"): signs out, forgets every cached answer, in memory and the offline
 * copies (they belong to the member who left), and goes to / after 2 seconds whether the sign-out call
 * succeeded or not. With `everywhere` it ends every session of the member, on every device, this one
 * included.
 */
export default function LogoutPage() {
  const navigate = useNavigate();
  const everywhere = useSearchParams()[0].get('everywhere') === '1';
  const queryClient = useQueryClient();
  const [done, setDone] = useState(false);
  const started = useRef(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    // Guards against the double effect run of React's development mode: one POST per visit.
    if (started.current) return;
    started.current = true;
    apiRequest('POST', everywhere ? '/api/auth/logout-everywhere' : '/api/logout')
      .catch((error: unknown) => console.warn('Logout request failed', error))
      .finally(() => {
        queryClient.clear();
        void forgetSavedAnswers();
        setDone(true);
        redirectTimer.current = setTimeout(() => navigate('/', { replace: true }), REDIRECT_DELAY_MS);
      });
  }, [navigate, queryClient, everywhere]);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  return (
    <div className="flex min-h-dvh items-center justify-center px-4">
      <main className="w-full max-w-sm">
        <Card>
          <CardContent className="flex flex-col items-center gap-4 p-8 text-center sm:p-8">
            {done ? (
              <CircleCheckIcon className="size-10 text-primary" aria-hidden="true" />
            ) : (
              <LogOutIcon className="size-10 text-muted-foreground" aria-hidden="true" />
            )}
            <h1 className="text-xl font-semibold" aria-live="polite">
              {done ? (everywhere ? 'Logged Out Everywhere' : 'Logged Out Successfully') : 'Logging Out...'}
            </h1>
            <p className="text-sm text-muted-foreground">
              {done
                ? everywhere
                  ? 'Every device you signed in on is signed out. Taking you back to the start page.'
                  : 'Taking you back to the start page.'
                : 'Signing you out of the league.'}
            </p>
            {!done && <Spinner label="Signing out" />}
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
