import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthUser, LoginABody } from '@common/auth';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { apiRequest, errorMessage } from '@/lib/api';
import { useAppName } from '@/lib/league';
import { DemoAccountsBox } from './DemoAccountsBox';
import { focusPinField, PinField } from './PinField';
import { rememberSignedInUser } from '@/lib/use-auth';
import { DEFAULT_AFTER_LOGIN } from './redirect-target';
import { typedCredentials, useTypedBeforeStart } from './typed-credentials';

/** Login page A (docs/product.md §2 "Login" and §5): POST /api/login with a username and 4-digit PIN. */
const PIN_ID = 'login-a-password';
const FIELDS = { username: 'username', pin: 'password' };

export function LoginFormA() {
  const appName = useAppName();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const formRef = useRef<HTMLFormElement>(null);

  useTypedBeforeStart(formRef, FIELDS, setUsername, setPassword);

  const login = useMutation({
    mutationFn: (body: LoginABody) => apiRequest<AuthUser>('POST', '/api/login', body),
    onSuccess: (user) => {
      rememberSignedInUser(queryClient, user);
      navigate(DEFAULT_AFTER_LOGIN);
    },
    onError: (error) => {
      focusPinField(PIN_ID);
      toast({
        title: 'Login Failed',
        description: errorMessage(error, 'Please check your username and password.'),
        variant: 'destructive',
      });
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = typedCredentials(event.currentTarget, FIELDS);
    setUsername(typed.username);
    setPassword(typed.pin);
    const name = typed.username.trim();
    if (!name || !typed.pin) {
      // docs/product.md §5: 'Credentials Required: Please enter both username and password' (title:
      // description).
      toast({
        title: 'Credentials Required',
        description: 'Please enter both username and password',
        variant: 'destructive',
      });
      return;
    }
    login.mutate({ username: name, password: typed.pin });
  }

  return (
    <Card className="w-full">
      <CardHeader>
        <p className="text-sm font-medium text-primary">{appName} FFB Dashboard</p>
        <h2 className="text-2xl font-bold tracking-tight">League Login</h2>
        <CardDescription>Enter your Sleeper username and 4-digit PIN</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="login-a-username">Sleeper Username</Label>
            <Input
              id="login-a-username"
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="Your Sleeper username"
              value={username}
              onChange={(e) => setUsername(e.target.value)}
            />
          </div>
          <PinField id={PIN_ID} name="password" label="4-Digit PIN" value={password} onChange={setPassword} />
          <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
            {login.isPending ? 'Signing In...' : 'Sign In to League'}
          </Button>
        </form>
        <DemoAccountsBox
          onPick={(account) => {
            setUsername(account.username);
            setPassword(account.pin);
          }}
        />
      </CardContent>
    </Card>
  );
}
