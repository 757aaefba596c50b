// The league's members as the commissioner sees them: every account row joined with the provider's
// current league users (a member who never signed in and has no PIN yet still appears).
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import type { SleeperLeagueUser } from '../../sleeper/schemas';
import type { AccountRoles } from './policy';
import { findUserRow, listUserRows, type MemberIdentity, type UserRow } from './repository';

/** A member: their account row when one exists, and their league profile when the provider knows them. */
export interface Member {
  identity: MemberIdentity;
  row: UserRow | undefined;
}

/** A member's roles as the authorisation rule reads them (no account row yet: a plain member). */
export function rolesOf(member: Member): AccountRoles {
  return {
    sleeperUserId: member.identity.sleeperUserId,
    isAdmin: member.row ? member.row.isAdmin || member.row.isOwner : false,
    isOwner: member.row?.isOwner ?? false,
  };
}

/** The username a new account row starts with (login replaces it with what the member types). */
async function usernameOf(ctx: AppContext, leagueUser: SleeperLeagueUser): Promise<string> {
  if (leagueUser.username) return leagueUser.username.toLowerCase();
  try {
    const user = await ctx.sleeper.user(leagueUser.user_id);
    if (user?.username) return user.username.toLowerCase();
  } catch {
    // Provider unavailable: the display name is the best we have; login corrects it.
  }
  return leagueUser.display_name.toLowerCase();
}

async function identityOf(ctx: AppContext, leagueUser: SleeperLeagueUser): Promise<MemberIdentity> {
  return {
    sleeperUserId: leagueUser.user_id,
    sleeperUsername: await usernameOf(ctx, leagueUser),
    displayName: leagueUser.display_name,
  };
}

function identityOfRow(row: UserRow): MemberIdentity {
  return {
    sleeperUserId: row.sleeperUserId,
    sleeperUsername: row.sleeperUsername,
    displayName: row.displayName,
  };
}

/** League users from the provider, or [] when it is unreachable and nothing is cached. */
async function leagueUsers(ctx: AppContext): Promise<SleeperLeagueUser[]> {
  try {
    return await ctx.sleeper.users(ctx.leagueId);
  } catch (error) {
    ctx.log.warn({ err: String(error) }, 'league users unavailable; listing stored accounts only');
    return [];
  }
}

/** Every member: stored accounts plus current league users without one, sorted by display name. */
export async function listMembers(ctx: AppContext): Promise<Member[]> {
  const rows = listUserRows(ctx.db);
  const leagueList = await leagueUsers(ctx);
  const members: Member[] = rows.map((row) => ({ identity: identityOfRow(row), row }));
  const stored = new Set(rows.map((row) => row.sleeperUserId));
  for (const user of leagueList.filter((candidate) => !stored.has(candidate.user_id) && !candidate.is_bot)) {
    members.push({ identity: await identityOf(ctx, user), row: undefined });
  }
  return members.sort((a, b) => a.identity.displayName.localeCompare(b.identity.displayName));
}

/** One member by Sleeper user id: a stored account or a current league user; 404 otherwise. */
export async function findMember(ctx: AppContext, sleeperUserId: string): Promise<Member> {
  const row = findUserRow(ctx.db, sleeperUserId);
  if (row) return { identity: identityOfRow(row), row };
  const leagueUser = (await leagueUsers(ctx)).find((user) => user.user_id === sleeperUserId);
  if (!leagueUser) throw notFound('No league member has that user id.');
  return { identity: await identityOf(ctx, leagueUser), row: undefined };
}
