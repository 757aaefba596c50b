// The member's notifications (docs/decisions/0032): turning them on for this device (the browser asks
// for permission only when the member presses the button), a test, what to be told of, and quiet hours.
import { BellIcon, BellOffIcon, SendIcon } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationSettings,
  type QuietHours,
} from '@common/push';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useHydrated } from '@/lib/use-hydrated';
import { useNotificationMutations, useNotificationSettings } from './api';
import { readDeviceState, turnOff, turnOn, type DeviceState } from './push-device';

const KIND_TEXTS: Record<NotificationKind, { label: string; description: string }> = {
  trades: { label: 'Trades', description: 'Any trade in the league, once it goes through.' },
  myMoves: {
    label: 'My waiver and free-agent moves',
    description: 'When they are processed, failed claims included.',
  },
  myGame: {
    label: 'My game',
    description: 'Its result once final, and when it comes down to the night game with players left.',
  },
  deadlines: {
    label: 'Deadlines',
    description: 'The keeper deadline 3 days and 24 hours before, draft day, and the trade deadline week.',
  },
  recap: { label: 'Weekly recap', description: 'When the week’s recap is up, the morning after.' },
  announcements: { label: 'Announcements', description: 'What the commissioner announces.' },
};

const DEVICE_TEXTS: Record<DeviceState, string> = {
  checking: 'Checking this device…',
  'needs-home-screen':
    'On an iPhone or iPad, notifications come once Huddle is on your home screen (see below).',
  unsupported: 'This browser cannot take notifications from Huddle.',
  denied:
    'Notifications are blocked for Huddle in this browser. Allow them in the browser’s site settings, then reload this page.',
  off: 'Notifications are off on this device.',
  on: 'Notifications are on for this device.',
};

const DEFAULT_QUIET: QuietHours = { start: '22:00', end: '08:00' };

function ThisDevice() {
  const hydrated = useHydrated();
  const [state, setState] = useState<DeviceState>('checking');
  const [busy, setBusy] = useState(false);
  const { test } = useNotificationMutations();

  useEffect(() => {
    if (!hydrated) return;
    readDeviceState().then(setState, () => setState('off'));
  }, [hydrated]);

  const act = async (change: () => Promise<DeviceState>, done: string) => {
    setBusy(true);
    try {
      const next = await change();
      setState(next);
      if (next === 'on' || next === 'off') notifySuccess(done);
    } catch (error) {
      notifyError('Could not change notifications on this device.', error, true);
    } finally {
      setBusy(false);
    }
  };

  const sendTest = () =>
    test.mutate(undefined, {
      onSuccess: (result) =>
        result.delivered > 0
          ? notifySuccess(
              `Test sent to ${result.delivered === 1 ? 'your device' : `${result.delivered} devices`}.`,
            )
          : notifyError('The test did not reach your devices. Try again in a minute.'),
      onError: (error) => notifyError('Could not send the test.', error, true),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>This device</CardTitle>
        <CardDescription>Each phone or computer is turned on by itself.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p role="status" data-testid="push-device-state" className="text-sm">
          {DEVICE_TEXTS[state]}
        </p>
        <div className="flex flex-wrap gap-2">
          {state === 'on' ? (
            <>
              <Button onClick={sendTest} disabled={test.isPending}>
                <SendIcon aria-hidden="true" /> {test.isPending ? 'Sending…' : 'Send a test'}
              </Button>
              <Button
                variant="outline"
                disabled={busy}
                onClick={() => void act(turnOff, 'Notifications turned off.')}
              >
                <BellOffIcon aria-hidden="true" /> Turn off on this device
              </Button>
            </>
          ) : (
            (state === 'off' || state === 'checking') && (
              <Button
                disabled={busy || state === 'checking'}
                onClick={() => void act(turnOn, 'Notifications turned on for this device.')}
              >
                <BellIcon aria-hidden="true" /> {busy ? 'Turning on…' : 'Turn on notifications'}
              </Button>
            )
          )}
        </div>
        <div className="grid gap-1 rounded-lg border bg-muted/40 p-3 text-sm">
          <h3 className="font-medium">On an iPhone or iPad</h3>
          <p className="text-muted-foreground">
            Open Huddle in Safari, tap the Share button, then <strong>Add to Home Screen</strong>. Open Huddle
            from its home-screen icon and turn notifications on here (iOS 16.4 or later).
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

function Kinds({ settings }: { settings: NotificationSettings }) {
  const { save } = useNotificationMutations();
  const toggle = (kind: NotificationKind, on: boolean) =>
    save.mutate(
      { kinds: { [kind]: on } },
      { onError: (error) => notifyError('Could not save the change.', error, true) },
    );
  return (
    <Card>
      <CardHeader>
        <CardTitle>What to tell me</CardTitle>
        <CardDescription>For every device where notifications are on.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {NOTIFICATION_KINDS.map((kind) => (
          <div key={kind} className="flex items-start justify-between gap-3">
            <div className="grid gap-1">
              <Label htmlFor={`notify-${kind}`}>{KIND_TEXTS[kind].label}</Label>
              <p id={`notify-${kind}-description`} className="text-xs text-muted-foreground">
                {KIND_TEXTS[kind].description}
              </p>
            </div>
            <Switch
              id={`notify-${kind}`}
              checked={settings.kinds[kind]}
              aria-describedby={`notify-${kind}-description`}
              disabled={save.isPending}
              onCheckedChange={(on) => toggle(kind, on)}
            />
          </div>
        ))}
      </CardContent>
    </Card>
  );
}

function QuietHoursCard({ settings }: { settings: NotificationSettings }) {
  const { save } = useNotificationMutations();
  const [on, setOn] = useState(settings.quietHours !== null);
  const [hours, setHours] = useState<QuietHours>(settings.quietHours ?? DEFAULT_QUIET);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { quietHours: on ? hours : null },
      {
        onSuccess: () =>
          notifySuccess(on ? `Quiet from ${hours.start} to ${hours.end} CT.` : 'Quiet hours off.'),
        onError: (error) => notifyError('Could not save quiet hours.', error, true),
      },
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quiet hours</CardTitle>
        <CardDescription>
          Central Time. What comes in quiet hours waits until they end; what would be out of date by then is
          dropped, and several held notifications arrive as one summary.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={submit}>
          <div className="flex items-center justify-between gap-3">
            <Label htmlFor="quiet-on">Hold notifications during quiet hours</Label>
            <Switch id="quiet-on" checked={on} onCheckedChange={setOn} />
          </div>
          <div className="grid grid-cols-2 gap-3">
            <div className="grid gap-1">
              <Label htmlFor="quiet-start">From</Label>
              <Input
                id="quiet-start"
                type="time"
                required
                disabled={!on}
                value={hours.start}
                onChange={(e) => setHours({ ...hours, start: e.target.value })}
              />
            </div>
            <div className="grid gap-1">
              <Label htmlFor="quiet-end">Until</Label>
              <Input
                id="quiet-end"
                type="time"
                required
                disabled={!on}
                value={hours.end}
                onChange={(e) => setHours({ ...hours, end: e.target.value })}
              />
            </div>
          </div>
          <div>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save quiet hours'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

export default function NotificationsPage() {
  const settings = useNotificationSettings();
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <header className="space-y-1">
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
          <BellIcon className="size-6 text-primary" aria-hidden="true" /> Notifications
        </h1>
        <p className="text-sm text-muted-foreground">
          Trades, your moves and your game, deadlines and the weekly recap, on your phone’s lock screen.
        </p>
      </header>
      <ThisDevice />
      {settings.isPending ? (
        <Skeleton className="h-64" role="status" aria-label="Loading your settings" />
      ) : settings.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(settings.error, 'Could not load your notification settings.')}
        </p>
      ) : (
        <>
          <Kinds settings={settings.data} />
          <QuietHoursCard settings={settings.data} />
        </>
      )}
    </div>
  );
}
