/**
 * The product name (docs/product.md D1). The server may override it with APP_NAME and reports it through
 * GET /api/app-info; screens that render before that answer (login, loading) use this constant.
 */
export const APP_NAME = 'Huddle';
