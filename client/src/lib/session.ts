import { queryOptions } from '@tanstack/react-query';
import type { AuthUser } from '@common/auth';
import { getJsonOrNullOn401 } from './api';

/** GET /api/auth/user: the signed-in member, or null for a visitor (a 401 answers null). */
export const authUserQuery = queryOptions({ ...getJsonOrNullOn401<AuthUser>`/api/auth/user` });
