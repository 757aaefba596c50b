// The roast texts the client shows itself, apart from the roast contract's zod schemas
// (common/roasts.ts) so that the dashboard does not load the validation library for them.

/** The fallbacks of docs/product.md §8, shown by the client when a roast call fails. */
export const ROAST_FALLBACKS = {
  matchupFailed: 'Failed to generate roast. Even the AI is disgusted.',
  matchupCrashed: 'The AI crashed trying to process this matchup.',
  transactionFailed: 'Failed to generate roast. Even the AI refuses to comment on this garbage.',
  transactionCrashed: 'The AI crashed trying to process this transaction.',
  transactionPersona: 'Error Bot',
  seasonMissing: 'Even I have nothing to say about this disaster of a season.',
} as const;
