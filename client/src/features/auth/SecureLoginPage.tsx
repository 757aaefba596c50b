import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleCheckIcon, ShieldCheckIcon } from 'lucide-react';
import type { AuthUser, LoginBBody } from '@common/auth';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { apiRequest, errorMessage } from '@/lib/api';
import { useAppName } from '@/lib/league';
import { BrandMark } from './BrandMark';
import { DemoAccountsBox } from './DemoAccountsBox';
import { focusPinField, PinField } from './PinField';
import { safeNextPath } from './redirect-target';
import { typedCredentials, useTypedBeforeStart } from './typed-credentials';
import { rememberSignedInUser, useAuth } from '@/lib/use-auth';

/** docs/product.md §9: the login page waits one second on its success message before moving on. */
const REDIRECT_DELAY_MS = 1000;
const FIELDS = { username: 'sleeperUsername', pin: 'pin' };

/** Login page B at /secure-login (docs/product.md §2 "Login", §5 and §7): POST /api/auth/login. */
export default function SecureLoginPage() {
  const appName = useAppName();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user, isLoading } = useAuth();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const [sleeperUsername, setSleeperUsername] = useState('');
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  useTypedBeforeStart(formRef, FIELDS, setSleeperUsername, setPin);

  const login = useMutation({
    mutationFn: (body: LoginBBody) => apiRequest<AuthUser>('POST', '/api/auth/login', body),
    onSuccess: (signedIn) => {
      setSucceeded(true);
      // docs/product.md §7: the success message shows, the user query is refreshed, and the page moves on
      // after 1 s.
      rememberSignedInUser(queryClient, signedIn);
    },
    onError: (err) => {
      setError(errorMessage(err, 'Invalid credentials'));
      focusPinField('login-b-pin');
    },
  });

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => navigate(next, { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [succeeded, next, navigate]);

  // A member who is already signed in has nothing to do here.
  if (!isLoading && user && !succeeded && !login.isPending) return <Navigate to={next} replace />;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = typedCredentials(event.currentTarget, FIELDS);
    setSleeperUsername(typed.username);
    setPin(typed.pin);
    const name = typed.username.trim();
    if (!name || !typed.pin) {
      setError('Please fill in all fields');
      return;
    }
    if (typed.pin.length !== 4) {
      setError('PIN must be 4 digits');
      return;
    }
    setError(null);
    login.mutate({ sleeperUsername: name, pin: typed.pin });
  }

  const busy = login.isPending || succeeded;
  // Top-aligned, not centred: the demo accounts' list may arrive after the card (a page the browser
  // renders itself), and grows the card downwards without moving what is already on screen.
  return (
    <div className="flex min-h-dvh items-start justify-center bg-gradient-to-b from-accent/60 via-background to-background px-4 pt-[max(2.5rem,10dvh)] pb-10">
      <main className="w-full max-w-md">
        <Card>
          <CardHeader className="items-center text-center">
            <BrandMark className="size-12 text-xl" />
            <h1 className="mt-2 text-2xl font-bold tracking-tight">{appName} Member Login</h1>
            <CardDescription>Secure league access for members only</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5">
            <form
              ref={formRef}
              onSubmit={onSubmit}
              noValidate
              className="grid gap-4"
              aria-describedby="login-b-status"
            >
              <div className="grid gap-2">
                <Label htmlFor="login-b-username">Sleeper Username</Label>
                <Input
                  id="login-b-username"
                  name="sleeperUsername"
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  placeholder="Your Sleeper username"
                  value={sleeperUsername}
                  onChange={(e) => setSleeperUsername(e.target.value)}
                  disabled={succeeded}
                />
              </div>
              <PinField
                id="login-b-pin"
                name="pin"
                label="4-Digit PIN"
                value={pin}
                onChange={setPin}
                disabled={succeeded}
              />
              <div id="login-b-status" aria-live="polite">
                {error && !succeeded && (
                  <p
                    role="alert"
                    className="rounded-md bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive"
                  >
                    {error}
                  </p>
                )}
                {succeeded && (
                  <p className="flex items-center gap-2 rounded-md bg-accent px-3 py-2 text-sm font-medium text-accent-foreground">
                    <CircleCheckIcon className="size-4" aria-hidden="true" />
                    Login successful!
                  </p>
                )}
              </div>
              <Button type="submit" size="lg" className="w-full" disabled={busy}>
                {login.isPending ? 'Logging in...' : 'Login'}
              </Button>
            </form>
            <p className="flex items-start gap-2 text-xs text-muted-foreground">
              <ShieldCheckIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              Your Sleeper username is verified against the league roster. Ask the commissioner if you do not
              have a PIN yet, or if too many wrong PINs locked your account: they can unlock it.
            </p>
            <DemoAccountsBox
              onPick={(account) => {
                setSleeperUsername(account.username);
                setPin(account.pin);
                setError(null);
              }}
            />
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
