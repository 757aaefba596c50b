#!/usr/bin/env bash
# On Node 24: builds the database driver (better-sqlite3, a native module) from source against the
# headers of Node 24.18.0. On any other Node it does nothing.
#
# Why: Node 24.19 changed node::ObjectWrap in its headers without the runtime support the change needs
# (nodejs/node#65446). A native module compiled against the headers of 24.19 or later aborts the whole
# process ("Assertion failed: (env) != nullptr" in RemoveEnvironmentCleanupHook) whenever one of its
# objects is garbage-collected, on every 24.x runtime; better-sqlite3's statements are such objects, so
# a server built that way dies now and then under normal use. The headers of 24.18.0 declare the same
# module version (137), so the module built against them loads on every Node 24, and does not abort.
#
# The headers come from nodejs.org (node-gyp downloads them for `target`), or from a folder given as
# NODE24_HEADERS_DIR (a Node 24.18.0 install or package, with include/node), for machines that only
# reach the npm registry (.ci/unit-node24). Run it after `npm ci` or `npm install`.
set -euo pipefail
cd "$(dirname "$0")/.."

HEADERS_VERSION=24.18.0
if [ "$(node -p 'process.versions.node.split(".")[0]')" != 24 ]; then
  echo "Node $(node --version): the database driver stays as npm built it."
  exit 0
fi

echo "Node $(node --version): building better-sqlite3 against the headers of Node $HEADERS_VERSION..."
if [ -n "${NODE24_HEADERS_DIR:-}" ]; then
  export npm_config_nodedir="$NODE24_HEADERS_DIR"
else
  export npm_config_target="$HEADERS_VERSION"
fi
# prebuild-install would fetch a binary built against whichever headers its maintainers had.
export npm_config_build_from_source=true
npm rebuild better-sqlite3 --no-audit --no-fund
# The check: statements dropped and garbage-collected by the thousand, which aborts a bad build.
node --expose-gc -e "
  const db = require('better-sqlite3')(':memory:');
  for (let i = 0; i < 20000; i += 1) db.prepare('SELECT ' + i).get();
  globalThis.gc();
  db.close();
"
echo "better-sqlite3 built against Node $HEADERS_VERSION's headers; garbage-collected statements do not abort it."
