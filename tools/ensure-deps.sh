#!/usr/bin/env bash
# Installs the JS dependencies with `npm ci` when node_modules is missing or does not match package-lock.json.
#
# The stamp node_modules/.install-stamp holds the sha256 of the lockfile the tree was installed from. When the
# stamp is missing or stale, tools/check-deps.mjs compares the installed tree with the lockfile first (a tree
# installed by hand, or a lockfile change that only lists workspace links, needs no reinstall); only a real
# mismatch runs `npm ci`. Afterwards the callers put node_modules/.bin first on PATH, so that `node` is the
# Node 24 of the `node` devDependency (ADR 0003).
set -euo pipefail
cd "$(dirname "$0")/.."
stamp=node_modules/.install-stamp
want=$(sha256sum package-lock.json | cut -d' ' -f1)

install() {
  echo "installing dependencies: $1"
  npm ci --no-audit --no-fund
  echo "$want" > "$stamp"
}

if [ ! -d node_modules ] || [ ! -x node_modules/.bin/node ]; then
  install "node_modules is missing"
elif [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then
  echo "dependencies up to date (lockfile unchanged since the last install)"
elif problem=$(node tools/check-deps.mjs 2>&1); then
  echo "$want" > "$stamp"
  echo "dependencies up to date (installed tree matches package-lock.json)"
else
  install "$problem"
fi
