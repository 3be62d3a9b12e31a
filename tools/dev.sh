#!/usr/bin/env bash
# npm run dev: Vite dev servers with hot reload for the five portals (ports 4200-4204, each reading
# apps/<portal>/public/config.json) and the gateway in watch mode (tsx watch) on 8080. Ctrl-C stops everything.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/ensure-deps.sh
export PATH="$PWD/node_modules/.bin:$PATH"
# Local settings: .env (copied from .env.example, never committed) is read when present.
if [ -f .env ]; then
  set -a
  # shellcheck disable=SC1091
  source .env
  set +a
fi
node tools/check-ports.mjs "${PORT:-8080}" 4200 4201 4202 4203 4204

pids=()
cleanup() {
  trap - EXIT INT TERM
  [ ${#pids[@]} -gt 0 ] && kill "${pids[@]}" 2>/dev/null
  wait 2>/dev/null
}
trap cleanup EXIT
trap 'exit 130' INT TERM

mkdir -p data
tsx watch --clear-screen=false apps/gateway/src/main.ts &
pids+=($!)
for app in youth admin recruiter lms assessment; do
  vite --config "apps/$app/vite.config.ts" &
  pids+=($!)
done
echo "dev servers: youth :4200, admin :4201, recruiter :4202, lms :4203, assessment :4204, gateway :8080"
wait -n "${pids[@]}"
echo "a dev server stopped; stopping the others" >&2
exit 1
