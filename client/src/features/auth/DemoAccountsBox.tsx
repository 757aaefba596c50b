import { FlaskConicalIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useDemoAccounts } from './use-demo-accounts';

interface DemoAccountsBoxProps {
  /** Fills the login form with the chosen account. */
  onPick: (account: { username: string; pin: string }) => void;
}

/**
 * In demo mode (no real league configured) the login pages name the demo accounts and their PINs
 * (docs/product.md §12); picking one fills the form. Renders nothing for a real league.
 */
export function DemoAccountsBox({ onPick }: DemoAccountsBoxProps) {
  const accounts = useDemoAccounts();
  if (accounts.length === 0) return null;
  return (
    <section
      aria-labelledby="demo-league-title"
      className="rounded-lg border border-dashed border-primary/40 bg-accent/40 p-3"
    >
      <h2
        id="demo-league-title"
        className="flex items-center gap-1.5 text-sm font-semibold text-accent-foreground"
      >
        <FlaskConicalIcon className="size-4" aria-hidden="true" />
        Demo league
      </h2>
      <p className="mt-1 text-xs text-muted-foreground">Pick an account to fill in the form.</p>
      <ul className="mt-2 grid max-h-56 gap-1 overflow-y-auto">
        {accounts.map((account) => (
          <li key={account.username}>
            <button
              type="button"
              onClick={() => onPick({ username: account.username, pin: account.pin })}
              className="flex min-h-11 w-full items-center justify-between gap-2 rounded-md px-2 py-1.5 text-left text-sm transition-colors hover:bg-card focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <span className="min-w-0">
                <span className="block font-medium break-words">{account.username}</span>
                <span className="block text-xs break-words text-muted-foreground">{account.teamName}</span>
              </span>
              <span className="flex shrink-0 items-center gap-1.5">
                {account.role === 'owner' && <Badge variant="secondary">Owner</Badge>}
                <span className="font-mono text-xs" aria-label={`PIN ${account.pin}`}>
                  PIN {account.pin}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
