// Configuration (docs/product.md §10): every variable optional, validated once at start. A bad value
// stops the start with one line naming the variable.
import path from 'node:path';
import { z } from 'zod';
import { seasonYearSchema } from '../common/seasons';
import { parseWebhookOrigins } from './chat/webhook-url';
import { isIssuablePin } from '../common/pins';
import { DEMO_FORMATS, DEMO_PLAYOFFS, type DemoFormat } from './sleeper/demo-format';
import { isTrustProxy, TRUST_PROXY_HINT, trustProxySetting, type TrustProxy } from './trust-proxy';

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** Origins allowed beyond the known services (the group chat's, the push services'), comma-separated. */
const extraOrigins = (example: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .transform((value, ctx) => {
        const parsed = parseWebhookOrigins(value);
        if ('origins' in parsed) return parsed.origins;
        ctx.addIssue({
          code: 'custom',
          message: `must be comma-separated http(s) origins such as ${example} (not "${parsed.invalid}")`,
        });
        return z.NEVER;
      })
      .optional(),
  );
const optionalString = z.preprocess(emptyToUndefined, z.string().trim().optional());
/** A demo switch: 1 on, 0 or unset off. */
const demoSwitch = z.preprocess(
  emptyToUndefined,
  z.enum(['0', '1'], { message: 'must be 1 (on) or 0 (off)' }).default('0'),
);

/** PUBLIC_URL as its origin (https://huddle.example.com), or null when it is not a bare http(s) address. */
function siteOrigin(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  // An empty query or fragment ("...com/?") leaves url.search and url.hash empty: the text is read.
  const bare = url.pathname === '/' && !/[?#]/.test(value) && !url.username && !url.password;
  return ['http:', 'https:'].includes(url.protocol) && bare ? url.origin : null;
}

export const configSchema = z
  .object({
    PORT: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int('must be a whole number').min(0).max(65535, 'must be 0-65535').default(5000),
    ),
    HOST: z.preprocess(emptyToUndefined, z.string().trim().optional()),
    TRUST_PROXY: z.preprocess(
      emptyToUndefined,
      z.string().trim().toLowerCase().refine(isTrustProxy, TRUST_PROXY_HINT).optional(),
    ),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
    LEAGUE_ID: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^\d{1,25}$/, 'must be a Sleeper league id (digits only)')
        .optional(),
    ),
    SLEEPER_API_URL: z.preprocess(
      emptyToUndefined,
      z.url('must be an http(s) URL').default('https://api.sleeper.app/v1'),
    ),
    SEASON: z.preprocess(emptyToUndefined, seasonYearSchema.optional()),
    APP_NAME: z.preprocess(emptyToUndefined, z.string().trim().min(1).max(40).default('Huddle')),
    APP_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    OWNER_USERNAME: optionalString,
    OWNER_PIN: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^\d{4}$/, 'must be exactly 4 digits')
        // The commissioner's account gets the same guessing bound as an issued PIN (decision 0006).
        .refine(isIssuablePin, 'is one of the most common PINs: choose another')
        .optional(),
    ),
    ROAST_PROVIDER: z.preprocess(
      emptyToUndefined,
      z.enum(['template', 'openai', 'anthropic']).default('template'),
    ),
    OPENAI_BASE_URL: z.preprocess(emptyToUndefined, z.url('must be an http(s) URL').optional()),
    OPENAI_API_KEY: optionalString,
    ANTHROPIC_API_KEY: optionalString,
    ROAST_MODEL: optionalString,
    PAYMENT_URL: z.preprocess(emptyToUndefined, z.url('must be an http(s) URL').optional()),
    PUBLIC_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .trim()
        .transform((value, ctx) => {
          const origin = siteOrigin(value);
          if (origin) return origin;
          ctx.addIssue({
            code: 'custom',
            message: `must be the address members open, such as https://huddle.example.com: http or https, no path, query or fragment (not "${value}")`,
          });
          return z.NEVER;
        })
        .optional(),
    ),
    CHAT_WEBHOOK_ORIGINS: extraOrigins('https://chat.example.com'),
    PUSH_ENDPOINT_ORIGINS: extraOrigins('https://push.example.com'),
    LIVE_SCORING: z.preprocess(
      emptyToUndefined,
      z.enum(['auto', 'always', 'off'], { message: 'must be auto, always or off' }).default('auto'),
    ),
    LIVE_POLL_SECONDS: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number()
        .int('must be a whole number')
        .min(1, 'must be 1-300')
        .max(300, 'must be 1-300')
        .default(30),
    ),
    DEMO_SUNDAY_SECONDS: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number()
        .int('must be a whole number')
        .min(14, 'must be 14-3600')
        .max(3600, 'must be 14-3600')
        .default(420),
    ),
    DEMO_FORMAT: z.preprocess(
      emptyToUndefined,
      z.enum(DEMO_FORMATS, { message: `must be one of ${DEMO_FORMATS.join(', ')}` }).default('keeper'),
    ),
    DEMO_DIVISIONS: demoSwitch,
    DEMO_MEDIAN: demoSwitch,
    DEMO_PLAYOFFS: z.preprocess(
      emptyToUndefined,
      z.enum(DEMO_PLAYOFFS, { message: `must be one of ${DEMO_PLAYOFFS.join(', ')}` }).default('one-week'),
    ),
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
    NODE_ENV: z.preprocess(emptyToUndefined, z.string().default('development')),
  })
  .superRefine((c, ctx) => {
    if ((c.OWNER_USERNAME === undefined) !== (c.OWNER_PIN === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [c.OWNER_USERNAME === undefined ? 'OWNER_USERNAME' : 'OWNER_PIN'],
        message: 'OWNER_USERNAME and OWNER_PIN must be set together',
      });
    }
    if (c.ROAST_PROVIDER === 'anthropic' && !c.ANTHROPIC_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['ANTHROPIC_API_KEY'],
        message: 'is required when ROAST_PROVIDER=anthropic',
      });
    }
    if (c.ROAST_PROVIDER === 'openai' && !c.OPENAI_BASE_URL && !c.OPENAI_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['OPENAI_BASE_URL'],
        message: 'OPENAI_BASE_URL or OPENAI_API_KEY is required when ROAST_PROVIDER=openai',
      });
    }
  });

export interface Config {
  port: number;
  /**
   * HOST, the address the server binds. Unset: every address (0.0.0.0) for the server itself, which
   * serves only the build and the API, so that members on the same network can open it (a draft
   * party on a laptop; a deployment behind a proxy sets 127.0.0.1); this computer only (127.0.0.1) for
   * `npm run dev`, whose Vite dev server serves source files.
   */
  host: string;
  /** Fastify's trustProxy (TRUST_PROXY; server/trust-proxy.ts). */
  trustProxy: TrustProxy;
  dataDir: string;
  /** The configured league; undefined means the offline demo league. */
  leagueId: string | undefined;
  sleeperApiUrl: string;
  /** SEASON: overrides the season resolved from the league (server/seasons); undefined: follow the league. */
  season: string | undefined;
  appName: string;
  appSecret: string | undefined;
  owner: { username: string; pin: string } | undefined;
  roast: {
    provider: 'template' | 'openai' | 'anthropic';
    openaiBaseUrl: string | undefined;
    openaiApiKey: string | undefined;
    anthropicApiKey: string | undefined;
    model: string | undefined;
  };
  paymentUrl: string | undefined;
  /**
   * PUBLIC_URL: the address members open (an origin, no trailing slash), the only one the group chat's links
   * and the pages' link previews use: a request's Host header is whatever its sender wrote. Unset:
   * http://localhost:<PORT> outside production (a computer where you run Huddle yourself); null in production
   * or on a port the system picks, and the posts then carry no link and the previews no address.
   */
  publicUrl: string | null;
  /**
   * CHAT_WEBHOOK_ORIGINS: origins the group chat may post to besides the chat services' own (a
   * self-hosted chat, a local test server); http and private addresses are allowed there.
   */
  chatWebhookOrigins: string[];
  /**
   * PUSH_ENDPOINT_ORIGINS: origins a device's push endpoint may be on besides the browsers' push
   * services (a self-hosted push service, a local test server); http and private addresses are allowed
   * there (docs/decisions/0032).
   */
  pushEndpointOrigins: string[];
  /**
   * Live scores of the week being played (docs/decisions/0010-live-scoring.md): 'auto' reads them
   * during NFL game windows (the demo plays its own live Sunday), 'always' at any time someone
   * watches (tests, leagues with unusual schedules), 'off' never.
   */
  liveScoring: 'auto' | 'always' | 'off';
  /**
   * LIVE_POLL_SECONDS: how old the week being played may be while its games are on (the live poller's
   * interval and a page load's max age). 30 s by default; the browser tests read faster.
   */
  livePollMs: number;
  /**
   * DEMO_SUNDAY_SECONDS: how long the demo's live Sunday lasts, first late kickoff to the end of
   * Monday night (7 minutes by default; the browser tests play it in seconds).
   */
  demoSundayMs: number;
  /**
   * DEMO_FORMAT, DEMO_DIVISIONS, DEMO_MEDIAN, DEMO_PLAYOFFS: the format of the offline demo league: the
   * committed keeper league by default, else the same league built for that format at start.
   */
  demoFormat: DemoFormat;
  logLevel: string;
  production: boolean;
}

export class ConfigError extends Error {}

export interface LoadOptions {
  /** `npm run dev` (server/dev-client.ts): HOST defaults to this computer only. */
  devServer?: boolean;
}

/** Reads the environment once; throws ConfigError whose message is one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, options: LoadOptions = {}): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = issue?.path.join('.') ?? 'configuration';
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}`);
  }
  const c = result.data;
  return {
    port: c.PORT,
    host: c.HOST ?? (options.devServer ? '127.0.0.1' : '0.0.0.0'),
    trustProxy: trustProxySetting(c.TRUST_PROXY, c.NODE_ENV === 'production'),
    dataDir: path.resolve(c.DATA_DIR),
    leagueId: c.LEAGUE_ID,
    sleeperApiUrl: c.SLEEPER_API_URL.replace(/\/+$/, ''),
    season: c.SEASON,
    appName: c.APP_NAME,
    appSecret: c.APP_SECRET,
    owner: c.OWNER_USERNAME && c.OWNER_PIN ? { username: c.OWNER_USERNAME, pin: c.OWNER_PIN } : undefined,
    roast: {
      provider: c.ROAST_PROVIDER,
      openaiBaseUrl: c.OPENAI_BASE_URL,
      openaiApiKey: c.OPENAI_API_KEY,
      anthropicApiKey: c.ANTHROPIC_API_KEY,
      model: c.ROAST_MODEL,
    },
    paymentUrl: c.PAYMENT_URL,
    publicUrl:
      c.PUBLIC_URL ?? (c.NODE_ENV === 'production' || c.PORT === 0 ? null : `http://localhost:${c.PORT}`),
    chatWebhookOrigins: c.CHAT_WEBHOOK_ORIGINS ?? [],
    pushEndpointOrigins: c.PUSH_ENDPOINT_ORIGINS ?? [],
    liveScoring: c.LIVE_SCORING,
    livePollMs: c.LIVE_POLL_SECONDS * 1000,
    demoSundayMs: c.DEMO_SUNDAY_SECONDS * 1000,
    demoFormat: {
      format: c.DEMO_FORMAT,
      divisions: c.DEMO_DIVISIONS === '1',
      median: c.DEMO_MEDIAN === '1',
      playoffs: c.DEMO_PLAYOFFS,
    },
    logLevel: c.LOG_LEVEL,
    production: c.NODE_ENV === 'production',
  };
}
