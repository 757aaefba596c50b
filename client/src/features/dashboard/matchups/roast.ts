// Roast requests (docs/product.md §4, §7 and §8): idle -> loading -> shown. A failed call still shows
// a text: the fallback of §8 for a non-OK answer or for an exception, so another can be asked for.
import { useMutation } from '@tanstack/react-query';
import type { RoastResponse } from '@common/roasts';
import { apiRequest, errorStatus } from '@/lib/api';

export interface RoastFallbacks {
  /** Shown when the server answers non-OK. */
  failed: string;
  /** Shown when the call itself throws (network, parsing). */
  crashed: string;
  personalityName: string;
}

/** A roast as shown: the server's, or the fallback text (stored nowhere) when the call failed. */
export interface ShownRoast extends RoastResponse {
  fallback: boolean;
}

/** POSTs a roast request; resolves to the roast, or to the fallback text when it fails. */
export async function requestRoast(
  url: string,
  body: unknown,
  fallbacks: RoastFallbacks,
): Promise<ShownRoast> {
  try {
    return { ...(await apiRequest<RoastResponse>('POST', url, body)), fallback: false };
  } catch (error) {
    console.error('Roast request failed', error);
    const text = errorStatus(error) !== null ? fallbacks.failed : fallbacks.crashed;
    return { roast: text, personalityName: fallbacks.personalityName, fallback: true };
  }
}

/** A roast button's state: pending while asked, data once a roast (or its fallback) is shown. */
export function useRoast<TBody>(url: string | null, fallbacks: RoastFallbacks) {
  return useMutation({
    mutationFn: (body: TBody) => {
      if (!url) throw new Error('The league is not loaded yet.');
      return requestRoast(url, body, fallbacks);
    },
  });
}
