// How the production server process starts: shared by `npm start`, the browser tests and the
// benchmarks (server/test/spawn-server.ts), so that what is tested and measured is what runs.

/** The compiled server (scripts/build-server.mjs), relative to the project root. */
export const SERVER_ENTRY = 'dist/server/index.js';

/**
 * Node's own loader of a `.env` file (Node 22+): its variables join the environment when the file
 * exists in the working directory, and a variable already set (the shell's, systemd's
 * EnvironmentFile) wins over it. `npm start`, `npm run cli`, `npm run dev` and the systemd unit
 * start with it; tests pass their environment explicitly and do not.
 */
export const ENV_FILE_ARG = '--env-file-if-exists=.env';

/** Node flags: stack traces point into the TypeScript sources. */
export const SERVER_NODE_ARGS = ['--enable-source-maps'];

/**
 * Environment of the server process. PIN hashing (scrypt) allocates 16 MB per hash on libuv's
 * threads; with its default, growing mmap threshold glibc then keeps such buffers in per-thread
 * arenas for the life of the process (about 70 MB resident after the first few logins). A fixed
 * threshold makes every buffer of 128 KB or more its own mapping, returned to the system when freed.
 */
export const SERVER_PROCESS_ENV = { MALLOC_MMAP_THRESHOLD_: '131072' };
