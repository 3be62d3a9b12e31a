#!/usr/bin/env bash
# npm test: installs what is missing, then typecheck, lint, unit/component tests, gateway tests on PGlite and on
# PostgreSQL, the portal builds, the bundle budget and the e2e journeys in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
source tools/lib.sh

step "dependencies" bash tools/ensure-deps.sh
export PATH="$root/node_modules/.bin:$PATH"
step "system packages (chromium, postgresql)" bash tools/ensure-system.sh
# shellcheck disable=SC1091
[ -f tmp/system.env ] && source tmp/system.env

export NX_NO_CLOUD=true NX_TUI=false NX_DAEMON=false NX_SKIP_NX_CACHE="${NX_SKIP_NX_CACHE:-}"
step "typecheck" tsc -p tsconfig.json --noEmit
step "lint" nx run-many -t lint --outputStyle=static
step "unit, component and gateway tests (PGlite)" vitest run
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "gateway tests (PostgreSQL)" vitest run --project gateway
else
  echo "!! PostgreSQL unavailable: the second gateway run cannot be made" >&2
  exit 1
fi
step "build the five portals" nx run-many -t build --projects=@platform/youth,@platform/admin,@platform/recruiter,@platform/lms,@platform/assessment --outputStyle=static
step "bundle budget" node tools/budget.mjs
if [ -f playwright.config.ts ] && ls e2e/*.spec.ts >/dev/null 2>&1; then
  step "e2e (Chromium)" playwright test
fi
summary
