// Why a league does not have a page its format leaves out (docs/decisions/0027): the same sentence
// in the server's refusal (server/modules/league/offers.ts) and on the page a member opens.
import type { FormatOffers, LeagueFormat } from './league';

/** The offers that are pages of their own (/keepers, /picks). */
export type PageOffer = Extract<keyof FormatOffers, 'keeperSelection' | 'futurePicks'>;

export function notOfferedReason(offer: PageOffer, kind: LeagueFormat['kind']): string {
  if (offer === 'futurePicks') {
    return "Future draft picks are followed for dynasty leagues, and this league isn't one.";
  }
  return kind === 'dynasty'
    ? 'This is a dynasty league: every roster carries over whole, so there is no keeper selection.'
    : 'This is a redraft league: no players are kept, so there is no keeper selection.';
}
