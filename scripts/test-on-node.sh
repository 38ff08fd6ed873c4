#!/usr/bin/env bash
# `npm run test:node24` (or `bash scripts/test-on-node.sh MAJOR`): the tests whose outcome can
# depend on the runtime (`npm run test:runtime`: the server's and the apps' tests, on both
# databases) on another Node release, with the node_modules installed for this one. Nothing in
# them is built for one Node release only that runs there: better-sqlite3 is loaded on Node 20/22
# alone. Lint, typecheck and the Chromium tests say the same on any release (the browser tests'
# server is the code the server tests already run), so they run once, in `npm test`: the two
# passes fit CI's time that way.
set -euo pipefail
major="${1:?usage: test-on-node.sh MAJOR}"
cd "$(dirname "$0")/.."
bin="$(bash scripts/node-release.sh "$major")"
export PATH="$bin:$PATH"
echo "npm run test:runtime on Node $(node --version)"
npm run test:runtime
