#!/usr/bin/env bash
# npm run dev: Vite dev servers with HMR for the five portals and the gateway in watch mode.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/ensure-deps.sh
export PATH="$PWD/node_modules/.bin:$PATH"
pids=()
trap 'kill "${pids[@]}" 2>/dev/null || true' EXIT INT TERM
tsx watch apps/gateway/src/main.ts &
pids+=($!)
for app in youth admin recruiter lms assessment; do
  (cd "apps/$app" && vite) &
  pids+=($!)
done
wait
