// Which league member a typed sign-in name is (docs/product.md D2), at the least cost. The league's own
// members answer first: an account's stored username (login keeps it as the member types it) and every
// member's display name. Only a name they do not answer asks the provider's GET /user/{name} (a member who
// renamed at the provider, or who never signed in), and those lookups are bounded per client address and kept
// in a bounded memory cache, never as provider_cache rows.
import { eq } from 'drizzle-orm';
import { BoundedMap } from '../../bounded-map';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import type { SleeperLeagueUser, SleeperUser } from '../../sleeper/schemas';

/** Provider lookups of unknown names one address may cause per window. */
export const LOOKUPS_PER_ADDRESS = 5;
export const LOOKUP_WINDOW_MS = 15 * 60 * 1000;
const LOOKUP_TTL_MS = 60 * 60 * 1000;
const CACHED_NAMES = 1000;
const ADDRESSES = 10_000;

interface Lookups {
  names: BoundedMap<string, { user: SleeperUser | null; at: number }>;
  byAddress: BoundedMap<string, { start: number; count: number }>;
}

const perContext = new WeakMap<object, Lookups>();
function lookupsOf(ctx: object): Lookups {
  let lookups = perContext.get(ctx);
  if (!lookups) {
    lookups = { names: new BoundedMap(CACHED_NAMES), byAddress: new BoundedMap(ADDRESSES) };
    perContext.set(ctx, lookups);
  }
  return lookups;
}

/** Whether this address may cause one more provider lookup now (and counts it). */
function takeLookup(lookups: Lookups, address: string, now: number): boolean {
  const window = lookups.byAddress.get(address);
  const current = window && now < window.start + LOOKUP_WINDOW_MS ? window : { start: now, count: 0 };
  if (current.count >= LOOKUPS_PER_ADDRESS) return false;
  lookups.byAddress.set(address, { start: current.start, count: current.count + 1 });
  return true;
}

/** The provider's user for a typed name, from the memory copy or (within the address's bound) a call. */
async function providerUser(ctx: AppContext, name: string, address: string | undefined) {
  const lookups = lookupsOf(ctx);
  const now = ctx.clock.now().getTime();
  const known = lookups.names.get(name);
  if (known && now < known.at + LOOKUP_TTL_MS) return known.user;
  if (address !== undefined && !takeLookup(lookups, address, now)) return null;
  try {
    const user = await ctx.sleeper.lookupUser(name);
    lookups.names.set(name, { user, at: now });
    return user;
  } catch {
    // Provider down: the league's own list has already been asked; the name stays unknown.
    return null;
  }
}

/**
 * The league member a typed name refers to (a username or display name, case-insensitive), or null.
 * `address` bounds the provider lookups a sign-in may cause; the CLI and the owner's seeding pass none.
 */
export async function resolveLeagueMember(
  ctx: AppContext,
  typed: string,
  address?: string,
): Promise<SleeperLeagueUser | null> {
  const name = typed.trim().toLowerCase();
  if (name === '') return null;
  // A provider outage with nothing cached throws here: answered 502, not counted as a failure.
  const members = (await ctx.sleeper.users(ctx.leagueId)).filter((member) => !member.is_bot);
  const account = ctx.db
    .select({ id: users.sleeperUserId })
    .from(users)
    .where(eq(users.sleeperUsername, name))
    .get();
  const byAccount = account ? members.find((member) => member.user_id === account.id) : undefined;
  if (byAccount) return byAccount;
  const byDisplayName = members.find((member) => member.display_name.toLowerCase() === name);
  if (byDisplayName) return byDisplayName;
  const user = await providerUser(ctx, name, address);
  return user ? (members.find((member) => member.user_id === user.user_id) ?? null) : null;
}
