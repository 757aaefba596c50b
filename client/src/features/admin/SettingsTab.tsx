import { useState, type FormEvent } from 'react';
import { RefreshCwIcon, SettingsIcon } from 'lucide-react';
import {
  DEFAULT_PLAYOFF_START_WEEK,
  MAX_PLAYOFF_START_WEEK,
  MIN_PLAYOFF_START_WEEK,
  type LeagueSettings,
} from '@common/settings';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatCentral, fromCentralInputValue, toCentralInputValue } from '@/lib/format';
import { PersonaSetting } from '@/features/admin/roasts/PersonaSetting';
import { useLeagueSettings, useSaveSettings } from './api/settings';
import { notifyError, notifySuccess } from '@/lib/notify';
import { CurrentLeagueCard } from './CurrentLeagueCard';
import { PayoutAmountsCard } from './PayoutAmountsCard';
import { ImportedSeasonsCard } from './ImportedSeasonsCard';
import { TabError, TabSkeleton } from '@/components/TabStates';

interface SettingsTabProps {
  leagueId: string | undefined;
  season: string | undefined;
}

/**
 * The dates of a season's settings, each with the season it belongs to: a season's keeper deadline is for the
 * next season's draft, while its draft date is its own draft, so the two on one form are a year apart and the
 * server refuses a deadline after the draft it feeds.
 */
const DATE_FIELDS = [
  {
    key: 'keeperDeadline',
    label: 'Keeper Deadline',
    about: (season: number) => `Keepers from the ${season} rosters, for the ${season + 1} draft`,
  },
  { key: 'draftDate', label: 'Draft Date', about: (season: number) => `The ${season} draft` },
  {
    key: 'seasonStartDate',
    label: 'Season Start',
    about: (season: number) => `Week 1 of the ${season} season`,
  },
] as const;

/**
 * docs/product.md §2 "Settings tab": current values ('Not set' when empty), the update form, and payout
 * amounts (D6).
 */
export function SettingsTab({ leagueId, season }: SettingsTabProps) {
  const settings = useLeagueSettings(leagueId, season);
  if (settings.isLoading) return <TabSkeleton rows={2} />;
  if (settings.isError || !settings.data) {
    return <TabError what="league settings" onRetry={() => void settings.refetch()} />;
  }
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <CurrentSettings settings={settings.data} />
      {/* Keyed by the saved values: after a save or refresh the form starts again from them. */}
      <SettingsForm
        key={JSON.stringify(settings.data)}
        settings={settings.data}
        leagueId={leagueId}
        season={season}
      />
      <CurrentLeagueCard leagueId={leagueId} />
      <PayoutAmountsCard leagueId={leagueId} season={season} />
      <PersonaSetting />
      <ImportedSeasonsCard leagueId={leagueId} />
    </div>
  );
}

function CurrentSettings({ settings }: { settings: LeagueSettings }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <SettingsIcon className="size-5" aria-hidden="true" /> Current Settings ({settings.season})
        </CardTitle>
        <CardDescription>Dates are shown in Central Time.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm">
          {DATE_FIELDS.map(({ key, label, about }) => (
            <div key={key} className="flex flex-wrap justify-between gap-x-2">
              <dt className="text-muted-foreground">
                {label}
                <span className="block text-xs">{about(Number(settings.season))}</span>
              </dt>
              <dd className="font-medium" data-testid={`setting-${key}`}>
                {settings[key] ? `${formatCentral(settings[key])} CT` : 'Not set'}
              </dd>
            </div>
          ))}
          <div className="flex flex-wrap justify-between gap-2">
            <dt className="text-muted-foreground">Playoff Start Week</dt>
            <dd className="font-medium" data-testid="setting-playoffStartWeek">
              Week {settings.playoffStartWeek}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}

interface SettingsFormProps {
  settings: LeagueSettings;
  leagueId: string | undefined;
  season: string | undefined;
}

function SettingsForm({ settings, leagueId, season }: SettingsFormProps) {
  const { save, refresh } = useSaveSettings(leagueId, season);
  const [dates, setDates] = useState(
    () =>
      Object.fromEntries(
        DATE_FIELDS.map(({ key }) => [key, settings[key] ? toCentralInputValue(settings[key]) : '']),
      ) as Record<(typeof DATE_FIELDS)[number]['key'], string>,
  );
  const [week, setWeek] = useState(String(settings.playoffStartWeek));

  function submit(event: FormEvent) {
    event.preventDefault();
    // The browser's datetime-local value is Central wall-clock time: send the instant it names.
    const instant = (value: string) => (value ? fromCentralInputValue(value).toISOString() : null);
    save.mutate(
      {
        leagueId,
        season,
        keeperDeadline: instant(dates.keeperDeadline),
        draftDate: instant(dates.draftDate),
        seasonStartDate: instant(dates.seasonStartDate),
        playoffStartWeek: week.trim() === '' ? null : Number(week),
      },
      {
        onSuccess: () => notifySuccess('League settings updated successfully'),
        // The server says what is wrong (a deadline after the draft it feeds names both dates).
        onError: (error) => notifyError('Failed to update league settings', error, true),
      },
    );
  }

  function runRefresh() {
    refresh.mutate(undefined, {
      onSuccess: () => notifySuccess('Settings refreshed from Sleeper API'),
      onError: () => notifyError('Failed to refresh settings from Sleeper'),
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Update Settings</CardTitle>
        <CardDescription>
          Leave a date empty to clear it. The playoff start week defaults to 15.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-4">
          {DATE_FIELDS.map(({ key, label, about }) => (
            <div key={key} className="grid gap-1.5">
              <Label htmlFor={`settings-${key}`}>{label} (Central Time)</Label>
              <p id={`settings-${key}-about`} className="text-xs text-muted-foreground">
                {about(Number(settings.season))}
              </p>
              <Input
                id={`settings-${key}`}
                aria-describedby={`settings-${key}-about`}
                type="datetime-local"
                value={dates[key]}
                onChange={(event) => setDates((current) => ({ ...current, [key]: event.target.value }))}
              />
            </div>
          ))}
          <div className="grid gap-1.5">
            <Label htmlFor="settings-playoffStartWeek">Playoff Start Week</Label>
            <Input
              id="settings-playoffStartWeek"
              type="number"
              inputMode="numeric"
              min={MIN_PLAYOFF_START_WEEK}
              max={MAX_PLAYOFF_START_WEEK}
              step={1}
              placeholder={String(DEFAULT_PLAYOFF_START_WEEK)}
              value={week}
              onChange={(event) => setWeek(event.target.value)}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save Settings'}
            </Button>
            <Button variant="outline" onClick={runRefresh} disabled={refresh.isPending}>
              <RefreshCwIcon aria-hidden="true" className={refresh.isPending ? 'animate-spin' : undefined} />
              Refresh from Sleeper
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
