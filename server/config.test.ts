import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.leagueId).toBeUndefined();
    expect(config.sleeperApiUrl).toBe('https://api.sleeper.app/v1');
    // SEASON unset: the season follows the league served (server/seasons).
    expect(config.season).toBeUndefined();
    expect(loadConfig({ SEASON: '2024' }).season).toBe('2024');
    expect(config.appName).toBe('Huddle');
    expect(config.roast.provider).toBe('template');
    expect(config.liveScoring).toBe('auto');
    expect(config.dataDir.endsWith('data')).toBe(true);
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ PORT: '', LEAGUE_ID: ' ' }).port).toBe(5000);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ LEAGUE_ID: 'abc' }, /LEAGUE_ID must be a Sleeper league id/],
    [{ SLEEPER_API_URL: 'not a url' }, /SLEEPER_API_URL/],
    [{ SEASON: '25' }, /SEASON must be a 4-digit year/],
    [{ OWNER_USERNAME: 'commish' }, /OWNER_PIN must be set together|OWNER_USERNAME and OWNER_PIN/],
    [{ OWNER_USERNAME: 'commish', OWNER_PIN: '12a4' }, /OWNER_PIN must be exactly 4 digits/],
    [{ ROAST_PROVIDER: 'anthropic' }, /ANTHROPIC_API_KEY is required/],
    [{ ROAST_PROVIDER: 'cohere' }, /ROAST_PROVIDER/],
    [{ PAYMENT_URL: 'venmo' }, /PAYMENT_URL/],
    [{ LIVE_SCORING: 'sometimes' }, /LIVE_SCORING must be auto, always or off/],
  ])('refuses %o with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('reads the live scoring mode', () => {
    expect(loadConfig({ LIVE_SCORING: 'off' }).liveScoring).toBe('off');
    expect(loadConfig({ LIVE_SCORING: 'always' }).liveScoring).toBe('always');
  });

  it('strips a trailing slash from the provider URL and reads the owner pair', () => {
    const config = loadConfig({
      SLEEPER_API_URL: 'http://127.0.0.1:9999/v1/',
      OWNER_USERNAME: 'Commish',
      OWNER_PIN: '4821',
    });
    expect(config.sleeperApiUrl).toBe('http://127.0.0.1:9999/v1');
    expect(config.owner).toEqual({ username: 'Commish', pin: '4821' });
  });
});
