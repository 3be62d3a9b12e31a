#!/usr/bin/env bash
# Installs the JS dependencies when node_modules is missing or older than the lockfile.
set -euo pipefail
cd "$(dirname "$0")/.."
stamp=node_modules/.install-stamp
if [ ! -f "$stamp" ] || [ package-lock.json -nt "$stamp" ] || [ ! -x node_modules/.bin/node ]; then
  npm ci --no-audit --no-fund
  touch "$stamp"
else
  echo "dependencies up to date"
fi
