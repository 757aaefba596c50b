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

  it('binds every address for the server, this computer only for `npm run dev`, unless HOST says', () => {
    expect(loadConfig({}).host).toBe('0.0.0.0');
    expect(loadConfig({}, { devServer: true }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '' }, { devServer: true }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }, { devServer: true }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
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
    [{ OWNER_USERNAME: 'commish', OWNER_PIN: '1234' }, /OWNER_PIN is one of the most common PINs/],
    [{ ROAST_PROVIDER: 'anthropic' }, /ANTHROPIC_API_KEY is required/],
    [{ ROAST_PROVIDER: 'cohere' }, /ROAST_PROVIDER/],
    [{ PAYMENT_URL: 'venmo' }, /PAYMENT_URL/],
    [{ TRUST_PROXY: 'yes' }, /TRUST_PROXY must be true, false, a number/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /TRUST_PROXY/],
    [{ TRUST_PROXY: '127.0.0.1,300.1.1.1' }, /TRUST_PROXY/],
    [{ LIVE_SCORING: 'sometimes' }, /LIVE_SCORING must be auto, always or off/],
    [{ LIVE_POLL_SECONDS: '0' }, /LIVE_POLL_SECONDS must be 1-300/],
    [{ LIVE_POLL_SECONDS: '2.5' }, /LIVE_POLL_SECONDS must be a whole number/],
    [{ DEMO_SUNDAY_SECONDS: '5' }, /DEMO_SUNDAY_SECONDS must be 14-3600/],
    [{ DEMO_SUNDAY_SECONDS: 'soon' }, /DEMO_SUNDAY_SECONDS/],
    [{ DEMO_FORMAT: 'superflex' }, /DEMO_FORMAT must be one of keeper, dynasty, redraft, bestball/],
    [{ DEMO_DIVISIONS: 'yes' }, /DEMO_DIVISIONS must be 1 \(on\) or 0 \(off\)/],
    [{ DEMO_MEDIAN: '2' }, /DEMO_MEDIAN must be 1 \(on\) or 0 \(off\)/],
    [{ DEMO_PLAYOFFS: 'two-week' }, /DEMO_PLAYOFFS must be one of one-week, two-week-final/],
    [{ CHAT_WEBHOOK_ORIGINS: 'chat.example.com' }, /CHAT_WEBHOOK_ORIGINS must be comma-separated/],
    [{ CHAT_WEBHOOK_ORIGINS: 'https://ok.example,ftp://files.example' }, /CHAT_WEBHOOK_ORIGINS .*ftp:/],
    [{ CHAT_WEBHOOK_ORIGINS: 'https://chat.example.com/hooks' }, /CHAT_WEBHOOK_ORIGINS/],
    [{ CHAT_WEBHOOK_ORIGINS: 'https://user:pw@chat.example.com' }, /CHAT_WEBHOOK_ORIGINS/],
    [{ PUSH_ENDPOINT_ORIGINS: 'push.example.com' }, /PUSH_ENDPOINT_ORIGINS must be comma-separated/],
    [{ PUSH_ENDPOINT_ORIGINS: 'https://push.example.com/send' }, /PUSH_ENDPOINT_ORIGINS/],
    [{ PUBLIC_URL: 'huddle.example.com' }, /PUBLIC_URL must be the address members open/],
    [{ PUBLIC_URL: 'ftp://huddle.example.com' }, /PUBLIC_URL must be .*http or https/],
    [{ PUBLIC_URL: 'https://huddle.example.com/app' }, /PUBLIC_URL .*no path, query or fragment/],
    [{ PUBLIC_URL: 'https://huddle.example.com/?' }, /PUBLIC_URL/],
    [{ PUBLIC_URL: 'https://huddle.example.com#top' }, /PUBLIC_URL/],
    [{ PUBLIC_URL: 'https://me:pw@huddle.example.com' }, /PUBLIC_URL/],
  ])('refuses %o with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('reads the demo format: the committed keeper league by default', () => {
    expect(loadConfig({}).demoFormat).toEqual({
      format: 'keeper',
      divisions: false,
      median: false,
      playoffs: 'one-week',
    });
    expect(
      loadConfig({
        DEMO_FORMAT: 'bestball',
        DEMO_DIVISIONS: '1',
        DEMO_MEDIAN: '0',
        DEMO_PLAYOFFS: 'two-week-final',
      }).demoFormat,
    ).toEqual({ format: 'bestball', divisions: true, median: false, playoffs: 'two-week-final' });
  });

  it('reads the chat webhook origins, normalised, none by default', () => {
    expect(loadConfig({}).chatWebhookOrigins).toEqual([]);
    expect(
      loadConfig({ CHAT_WEBHOOK_ORIGINS: ' https://Chat.Example.com/ , http://127.0.0.1:8065' })
        .chatWebhookOrigins,
    ).toEqual(['https://chat.example.com', 'http://127.0.0.1:8065']);
  });

  it('reads the push endpoint origins, normalised, none by default', () => {
    expect(loadConfig({}).pushEndpointOrigins).toEqual([]);
    expect(
      loadConfig({ PUSH_ENDPOINT_ORIGINS: 'https://Push.Example.com/, http://127.0.0.1:9000' })
        .pushEndpointOrigins,
    ).toEqual(['https://push.example.com', 'http://127.0.0.1:9000']);
  });

  it('reads PUBLIC_URL as an origin; unset, localhost on PORT outside production and none in production', () => {
    expect(loadConfig({ PUBLIC_URL: ' https://Huddle.Example.com/ ' }).publicUrl).toBe(
      'https://huddle.example.com',
    );
    expect(loadConfig({ PUBLIC_URL: 'http://10.0.0.5:8080' }).publicUrl).toBe('http://10.0.0.5:8080');
    expect(loadConfig({}).publicUrl).toBe('http://localhost:5000');
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    // A port the system picks is not known yet; in production localhost is no member's address.
    expect(loadConfig({ PORT: '0' }).publicUrl).toBeNull();
    expect(loadConfig({ NODE_ENV: 'production' }).publicUrl).toBeNull();
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://h.example' }).publicUrl).toBe(
      'https://h.example',
    );
  });

  it('reads the live scoring mode and interval', () => {
    expect(loadConfig({ LIVE_SCORING: 'off' }).liveScoring).toBe('off');
    expect(loadConfig({ LIVE_SCORING: 'always' }).liveScoring).toBe('always');
    expect(loadConfig({}).livePollMs).toBe(30_000);
    expect(loadConfig({ LIVE_POLL_SECONDS: '2' }).livePollMs).toBe(2000);
    expect(loadConfig({}).demoSundayMs).toBe(420_000);
    expect(loadConfig({ DEMO_SUNDAY_SECONDS: '21' }).demoSundayMs).toBe(21_000);
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

  it('reads TRUST_PROXY: unset trusts a local proxy in production only; hops become a rule per hop', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).trustProxy).toBe('loopback');
    expect(loadConfig({ NODE_ENV: 'production', TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'TRUE' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8, ::1' }).trustProxy).toBe(
      '127.0.0.1,10.0.0.0/8,::1',
    );
    const hops = loadConfig({ TRUST_PROXY: '2' }).trustProxy as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => hops('10.0.0.1', hop))).toEqual([true, true, false]);
  });
});
