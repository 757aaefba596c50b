// The answers the server embeds in the HTML of a navigation (docs/decisions/0012): the session, the
// deployment info and, for a member, the league, the NFL state and the shown page's first screen
// (common/page-data.ts), each as GET of its URL would answer it, so the client's first render needs
// no round trip.

/** The id of the `<script type="application/json">` element that carries them. */
export const BOOT_ELEMENT_ID = 'huddle-boot';

export interface BootAnswer {
  /** The JSON body of a 200 answer. */
  body: unknown;
  /** The `X-Data-Stale` time of the answer (the provider failed and a saved copy answered), else null. */
  staleSince: string | null;
}

/** By URL, e.g. '/api/auth/user'. A URL that did not answer 200 is left out. */
export type BootAnswers = Record<string, BootAnswer>;
