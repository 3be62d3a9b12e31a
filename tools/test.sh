#!/usr/bin/env bash
# npm test (and CI through .ci/run): installs what is missing, then runs every check in order and stops at the
# first failure: typecheck, Biome (format + lint), ESLint, unit/component tests and the gateway's engine files
# (PGlite), the whole gateway suite on PostgreSQL, the five portal builds, the bundle budget and the e2e journeys in
# Chromium (on a fresh PostgreSQL database, tools/e2e-gateway.mjs). Prints a timing per step and a closing
# "N passed, 0 failed" line counting the tests of all runners.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
source tools/lib.sh

step "dependencies (npm ci when needed)" bash tools/ensure-deps.sh
export PATH="$root/node_modules/.bin:$PATH"
step "system packages (chromium, postgresql)" bash tools/ensure-system.sh
# shellcheck disable=SC1091
source tmp/system.env
echo "node $(node --version) from $(command -v node)"

export NX_NO_CLOUD=true NX_TUI=false NX_DAEMON=false
reports=tmp/reports
rm -rf "$reports" && mkdir -p "$reports"
portals=@platform/youth,@platform/admin,@platform/recruiter,@platform/lms,@platform/assessment

step "typecheck (tsc)" tsc -p tsconfig.json --noEmit
# format check + Biome's lint rules over apps, libs, tools, e2e and the root configs (biome.json); any finding fails
step "format + lint (biome ci)" biome ci .
# one ESLint process over the whole workspace (apps, libs, e2e, tools, root configs; every project uses the root
# eslint.config.mjs, the Nx module boundaries included): 38 s on 2 cores where `nx run-many -t lint` spawned an
# ESLint per project (77) and took 108 s without Nx's cache
# the Nx module-boundaries rule reads the project graph Nx caches in .nx/: on a fresh clone there was none yet, so
# ESLint printed "No cached ProjectGraph is available. The rule will be skipped." and the boundaries went unchecked in
# CI (found 2026-11-27). Nx computes the graph first (3 s), and ESLint checks the boundaries.
step "project graph (nx, for the module boundaries)" bash -c 'nx show projects > /dev/null'
step "lint (eslint, whole workspace)" eslint . --concurrency 2
# TEST_DATABASE_URL unset: the gateway's engine files (apps/gateway/vitest.config.ts: migrations, platform, identity,
# the request matrix and hostile-input sweep over every endpoint, queue, searches) run on in-memory PGlite here, the
# embedded engine of `npm start`; the next step runs the whole gateway suite on PostgreSQL
step "unit, component and gateway tests (PGlite)" env -u TEST_DATABASE_URL GATEWAY_TESTS=engine \
  vitest run --reporter=default --reporter=json --outputFile.json="$reports/vitest.json"
step "gateway tests (PostgreSQL)" \
  vitest run --project gateway --reporter=default --reporter=json --outputFile.json="$reports/vitest-gateway-pg.json"
step "build the five portals (nx)" nx run-many -t build --projects="$portals" --outputStyle=static
step "bundle budget" node tools/budget.mjs
step "e2e journeys (Playwright, Chromium)" \
  env PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/e2e.json" playwright test --reporter=list,json

print_steps
printf '\n==== tests ====\n'
node tools/count-tests.mjs \
  "unit, component and gateway tests (PGlite)=$reports/vitest.json" \
  "gateway tests (PostgreSQL)=$reports/vitest-gateway-pg.json" \
  "e2e journeys (Chromium)=$reports/e2e.json"
