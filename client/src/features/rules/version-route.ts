import { readPathNumber, RULEBOOK_VERSION_RANGE } from '@common/path-digits';

/**
 * The version a /rules/versions/:version address names, and the one it is compared with (`?from=N`,
 * else the version before; none for version 1). Null for an address that names no version.
 */
export function versionOfRoute(
  params: Readonly<Record<string, string | undefined>>,
  search: URLSearchParams,
): { version: number; from: number | null } | null {
  const version = readPathNumber(params.version, RULEBOOK_VERSION_RANGE);
  if (version === null) return null;
  const from = readPathNumber(search.get('from'), RULEBOOK_VERSION_RANGE);
  if (from !== null && from !== version) return { version, from };
  return { version, from: version > 1 ? version - 1 : null };
}
