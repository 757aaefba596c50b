// Whom an imported line's `manager` is: a member's Sleeper username or display name (any case), from
// the accounts and every Sleeper season's owners (past members have no account). A name two people
// share is ambiguous and matches nobody, as does a name nobody has.
import type { HistorySeason } from '../../../common/history';
import type { UserRow } from '../admin/repository';

const keyOf = (name: string) => name.trim().toLowerCase();

export function managerMatcher(
  users: readonly Pick<UserRow, 'sleeperUserId' | 'sleeperUsername' | 'displayName'>[],
  seasons: readonly HistorySeason[],
): (managerName: string) => string | null {
  const ids = new Map<string, Set<string>>();
  const add = (name: string, id: string) => {
    const key = keyOf(name);
    ids.set(key, (ids.get(key) ?? new Set()).add(id));
  };
  for (const user of users) {
    add(user.sleeperUsername, user.sleeperUserId);
    add(user.displayName, user.sleeperUserId);
  }
  for (const row of seasons.flatMap((season) => season.standings)) {
    if (row.ownerId) add(row.ownerName, row.ownerId);
  }
  return (managerName) => {
    const found = ids.get(keyOf(managerName));
    return found?.size === 1 ? [...found][0]! : null;
  };
}
