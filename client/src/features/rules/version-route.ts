import { z } from 'zod';
import { pathNumber } from '@common/path-number';

const numberSchema = pathNumber(z.number().int().min(1).max(1_000_000));

/**
 * The version a /rules/versions/:version address names, and the one it is compared with (`?from=N`,
 * else the version before; none for version 1). Null for an address that names no version.
 */
export function versionOfRoute(
  params: Readonly<Record<string, string | undefined>>,
  search: URLSearchParams,
): { version: number; from: number | null } | null {
  const version = numberSchema.safeParse(params.version);
  if (!version.success) return null;
  const from = numberSchema.safeParse(search.get('from') ?? undefined);
  if (from.success && from.data !== version.data) return { version: version.data, from: from.data };
  return { version: version.data, from: version.data > 1 ? version.data - 1 : null };
}
