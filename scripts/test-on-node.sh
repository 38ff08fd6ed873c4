#!/usr/bin/env bash
# `npm run test:node24` (or `bash scripts/test-on-node.sh MAJOR`): the whole of `npm test` on
# another Node release, with the node_modules installed for this one. Nothing in them is built
# for one Node release only that runs there: better-sqlite3 is loaded on Node 20/22 alone.
set -euo pipefail
major="${1:?usage: test-on-node.sh MAJOR}"
cd "$(dirname "$0")/.."
bin="$(bash scripts/node-release.sh "$major")"
export PATH="$bin:$PATH"
echo "npm test on Node $(node --version)"
npm test
