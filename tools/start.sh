#!/usr/bin/env bash
# npm start: install what is missing, build the five portals, start the gateway (it migrates and seeds the
# embedded database itself) and serve each portal on its own origin. Ctrl-C stops everything.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/ensure-deps.sh
export PATH="$PWD/node_modules/.bin:$PATH" NX_NO_CLOUD=true NX_TUI=false
portals=(youth admin recruiter lms assessment)

for p in 8080 4200 4201 4202 4203 4204; do
  if (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null; then
    echo "port $p is already in use: stop what runs there (another npm start?) and try again" >&2
    exit 1
  fi
done

nx run-many -t build --projects=@platform/youth,@platform/admin,@platform/recruiter,@platform/lms,@platform/assessment --outputStyle=static

pids=()
cleanup() { kill "${pids[@]}" 2>/dev/null || true; wait 2>/dev/null || true; }
trap cleanup EXIT INT TERM

tsx apps/gateway/src/main.ts &
pids+=($!)
for _ in $(seq 1 120); do
  curl -fsS -o /dev/null http://localhost:8080/healthz 2>/dev/null && break
  sleep 0.5
done
curl -fsS -o /dev/null http://localhost:8080/healthz || { echo "the gateway did not start" >&2; exit 1; }

for i in "${!portals[@]}"; do
  node tools/serve-spa.mjs "apps/${portals[$i]}/dist" $((4200 + i)) http://localhost:8080 >/dev/null &
  pids+=($!)
done
sleep 1
cat <<INFO

  National Youth Skills and Jobs Platform is running

  youth       http://localhost:4200
  admin       http://localhost:4201
  recruiter   http://localhost:4202
  lms         http://localhost:4203
  assessment  http://localhost:4204
  gateway     http://localhost:8080   (OpenAPI: /openapi.json, sign-in: /oidc)
  outbox      http://localhost:8080/dev/outbox   (e-mail and SMS in demo mode)

  Demo accounts (password Demo1234):
    admin        system admin                 -> admin portal
    recruiter    organisation recruiter       -> recruiter portal
    provider     content provider / institute -> lms portal
    youth        youth with a filled profile  -> youth and assessment portals
    association  industry association admin   -> admin portal
    trainer      trainer                      -> lms portal
    assessor     assessor                     -> lms portal

  Ctrl-C stops everything.
INFO
wait
