// How the production server process starts: shared by `npm start`, the browser tests and the
// benchmarks (server/test/spawn-server.ts), so that what is tested and measured is what runs.

/** The compiled server (scripts/build-server.mjs), relative to the project root. */
export const SERVER_ENTRY = 'dist/server/index.js';

/** Node flags: stack traces point into the TypeScript sources. */
export const SERVER_NODE_ARGS = ['--enable-source-maps'];

/**
 * Environment of the server process. PIN hashing (scrypt) allocates 16 MB per hash on libuv's
 * threads; with its default, growing mmap threshold glibc then keeps such buffers in per-thread
 * arenas for the life of the process (about 70 MB resident after the first few logins). A fixed
 * threshold makes every buffer of 128 KB or more its own mapping, returned to the system when freed.
 */
export const SERVER_PROCESS_ENV = { MALLOC_MMAP_THRESHOLD_: '131072' };
