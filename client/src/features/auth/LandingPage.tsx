import { CalendarClockIcon, FlameIcon, ListOrderedIcon, TrophyIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useAppName } from '@/lib/league';
import { BrandMark } from './BrandMark';
import { LoginFormA } from './LoginFormA';

const FEATURES = [
  { icon: ListOrderedIcon, text: 'Live standings, weekly matchups and every trade and waiver move' },
  { icon: CalendarClockIcon, text: 'Keeper picks, the keeper lottery and the draft board in one place' },
  { icon: TrophyIcon, text: 'Every season of league history, champions and payouts' },
  { icon: FlameIcon, text: 'A bot that roasts your lineup decisions, grounded in the actual scores' },
];

/** `/` for a visitor (docs/product.md D3): what the dashboard is, and login form A. */
export default function LandingPage() {
  const appName = useAppName();
  return (
    // Top-aligned, not centred: the form's list of demo accounts may arrive after it (a page the
    // browser renders itself), and grows it downwards without moving what is already on screen.
    <div className="min-h-dvh bg-gradient-to-b from-accent/60 via-background to-background">
      <main className="mx-auto grid w-full max-w-5xl grid-cols-1 items-start gap-10 px-4 py-10 sm:px-6 md:min-h-dvh md:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] md:pt-[max(4rem,12dvh)] md:pb-16">
        <section aria-labelledby="landing-title" className="grid gap-5">
          <div className="flex items-center gap-3">
            <BrandMark />
            <span className="text-lg font-bold tracking-tight">{appName}</span>
          </div>
          <h1 id="landing-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            Our league, all in one huddle.
          </h1>
          <p className="max-w-prose text-base text-muted-foreground">
            {appName} is the private clubhouse of our Sleeper fantasy football league: the numbers Sleeper
            shows, plus the things it does not, like keepers, dues and bragging rights that go back years.
          </p>
          <ul className="grid gap-3">
            {FEATURES.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-3 text-sm">
                <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-md bg-accent text-accent-foreground">
                  <Icon className="size-4" aria-hidden="true" />
                </span>
                <span>{text}</span>
              </li>
            ))}
          </ul>
          <p className="text-sm text-muted-foreground">
            Members only. New here, or locked out?{' '}
            <Link to="/secure-login" className="font-medium text-primary underline-offset-4 hover:underline">
              The sign-in page says what to do
            </Link>
          </p>
        </section>
        <LoginFormA />
      </main>
    </div>
  );
}
