import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { BOOT_ELEMENT_ID, type BootAnswers } from '@common/boot';
import { queryKeyToUrl } from './api';
import { recordStaleness } from './staleness';

/**
 * The answers the server embedded in this page (common/boot.ts, docs/decisions/0012), read once.
 * Empty when the page came from elsewhere (the Vite dev server, or offline the service worker's
 * precached shell).
 */
let answers: BootAnswers | null = null;

export function bootAnswers(): BootAnswers {
  if (answers) return answers;
  const text = document.getElementById(BOOT_ELEMENT_ID)?.textContent;
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
    if (!answer || queryClient.getQueryData(key) !== undefined) continue;
    queryClient.setQueryData(key, answer.body);
    recordStaleness(url, answer.staleSince);
    found.push(key);
  }
  return found;
}
