// How provider paths are answered: over HTTP from SLEEPER_API_URL, or from the demo fixtures on disk.
// Both return the raw status and JSON; the gateway validates, caches and retries.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export interface TransportResponse {
  status: number;
  /** Parsed JSON body (undefined when the body is empty). */
  body: unknown;
}

export interface Transport {
  readonly kind: 'demo' | 'sleeper';
  get(providerPath: string, signal: AbortSignal): Promise<TransportResponse>;
}

/** Raised for answers that are not JSON; the gateway treats it as a transient failure. */
export class MalformedResponseError extends Error {}

export class HttpTransport implements Transport {
  readonly kind = 'sleeper';
  private readonly projectionsBase: string;

  constructor(
    private readonly baseUrl: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    // The projections endpoint lives beside /v1, not under it (docs/sleeper-api.md §13).
    this.projectionsBase = baseUrl.replace(/\/v1$/, '');
  }

  async get(providerPath: string, signal: AbortSignal): Promise<TransportResponse> {
    const base = providerPath.startsWith('projections/') ? this.projectionsBase : this.baseUrl;
    const response = await this.fetchImpl(`${base}/${providerPath}`, {
      signal,
      headers: { accept: 'application/json' },
    });
    const text = await response.text();
    if (text.trim() === '') return { status: response.status, body: undefined };
    try {
      return { status: response.status, body: JSON.parse(text) as unknown };
    } catch {
      if (!response.ok) return { status: response.status, body: undefined };
      throw new MalformedResponseError(`Malformed JSON from the provider for ${providerPath}`);
    }
  }
}

/** Changes what the demo answers for a path (the demo's live Sunday moves the week's scores). */
export interface DemoOverlay {
  overlay(providerPath: string, body: unknown): unknown;
}

/**
 * Answers provider paths from the demo league's files (the query string is ignored): a directory's
 * `<path>.json` (fixtures/demo-league), or a league built in memory for another format (path -> value,
 * server/sleeper/demo-league.ts).
 */
export class DemoTransport implements Transport {
  readonly kind = 'demo';

  constructor(
    private readonly files: string | ReadonlyMap<string, unknown>,
    private readonly live: DemoOverlay | null = null,
  ) {}

  async get(providerPath: string): Promise<TransportResponse> {
    const clean = providerPath.split('?')[0] ?? '';
    if (clean.includes('..')) return { status: 400, body: undefined };
    const text = await this.text(clean);
    if (text === null) return { status: 404, body: null };
    const body = JSON.parse(text) as unknown;
    return { status: 200, body: this.live ? this.live.overlay(clean, body) : body };
  }

  /** The file's JSON text, null when there is none. A built value is copied as the file would be. */
  private async text(clean: string): Promise<string | null> {
    if (typeof this.files !== 'string') {
      const value = this.files.get(clean);
      return value === undefined ? null : JSON.stringify(value);
    }
    try {
      return await readFile(path.join(this.files, `${clean}.json`), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }
}
