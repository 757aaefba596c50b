// Shared by the service worker (client/sw) and the app: where the worker keeps the last API answers,
// and how it marks an answer it served from there because the network failed (docs/decisions/0012).

/** The Cache Storage cache of API answers. The app empties it on logout and on every sign-in. */
export const API_CACHE = 'huddle-api';

/** On an answer from API_CACHE: the ISO time the server sent it (its Date header). */
export const OFFLINE_COPY_HEADER = 'X-Offline-Copy';
