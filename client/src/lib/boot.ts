import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { BOOT_ELEMENT_ID, type BootAnswer, type BootAnswers } from '@common/boot';
import { queryKeyToUrl } from './query-url';
import { recordStaleness } from './staleness';

/** The URLs whose embedded answer has been used: a second ask of one goes to the network. */
const used = new Set<string>();

/**
 * The answers of the page's first screen (common/page-data.ts) are its route loader's, asked as the
 * app starts; one asked for later than this (a query the first page did not make) is not served
 * from the page, whose answers may be minutes old by then.
 */
const EMBEDDED_ANSWER_MAX_AGE_MS = 10_000;

/**
 * The answers the server embedded in this page (common/boot.ts, docs/decisions/0012), read once.
 * Empty when the page came from elsewhere (the Vite dev server, or offline the service worker's
 * precached shell).
 */
let answers: BootAnswers | null = null;

export function bootAnswers(): BootAnswers {
  if (answers) return answers;
  // No document: a worker's or a test's context, where no page embedded anything.
  const text = typeof document === 'undefined' ? null : document.getElementById(BOOT_ELEMENT_ID)?.textContent;
  try {
    answers = text ? (JSON.parse(text) as BootAnswers) : {};
  } catch {
    answers = {};
  }
  return answers;
}

/**
 * Puts the embedded answer of each key's URL into the cache (with its staleness), as if the query
 * had just fetched it. Returns the keys that were found.
 */
export function seedFromBoot(queryClient: QueryClient, keys: QueryKey[]): QueryKey[] {
  const found: QueryKey[] = [];
  for (const key of keys) {
    const url = queryKeyToUrl(key);
    const answer = bootAnswers()[url];
    if (!answer || used.has(url) || queryClient.getQueryData(key) !== undefined) continue;
    used.add(url);
    queryClient.setQueryData(key, answer.body);
    recordStaleness(url, answer.staleSince);
    found.push(key);
  }
  return found;
}

/**
 * The embedded answer of `url` for the query function (with its staleness recorded), once, while the
 * page is new; else null, and the query asks the network.
 */
export function takeBootAnswer(url: string): BootAnswer | null {
  const answer = bootAnswers()[url];
  if (!answer || used.has(url) || performance.now() > EMBEDDED_ANSWER_MAX_AGE_MS) return null;
  used.add(url);
  recordStaleness(url, answer.staleSince);
  return answer;
}
