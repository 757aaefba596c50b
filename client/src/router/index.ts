// The app's router (docs/decisions/0018): nested routes with loaders over the browser's history.
export { createRouter, type Location, type Router, type RouterState } from './create-router';
export type { LoaderArgs, Params, RouteObject } from './match';
export { RouterProvider } from './RouterProvider';
export { Link, Navigate, Outlet } from './components';
export { useLocation, useMatches, useNavigate, useParams, useRouteError, useSearchParams } from './hooks';
