/** The query of GET /api/auth/user: the signed-in member, or null for a visitor. */
export const AUTH_USER_QUERY_KEY = ['/api/auth/user'] as const;
