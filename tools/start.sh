#!/usr/bin/env bash
# npm start: installs what is missing, builds the five portals (nx, cached), starts the gateway (it migrates and
# seeds the embedded database under ./data itself), waits for /healthz, serves each portal from its dist on its
# own origin with tools/serve-spa.mjs, and prints the addresses and demo accounts. Ctrl-C stops everything.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/ensure-deps.sh
export PATH="$PWD/node_modules/.bin:$PATH" NX_NO_CLOUD=true NX_TUI=false
# Local settings: .env (copied from .env.example, never committed) is read when present.
if [ -f .env ]; then
  set -a
  # shellcheck disable=SC1091
  source .env
  set +a
fi
portals=(youth admin recruiter lms assessment)
gateway=${GATEWAY_URL:-http://localhost:${PORT:-8080}}

node tools/check-ports.mjs "${PORT:-8080}" 4200 4201 4202 4203 4204

echo "building the portals (cached when nothing changed)…"
nx run-many -t build --projects="$(printf '@platform/%s,' "${portals[@]}" | sed 's/,$//')" --outputStyle=static

pids=()
cleanup() {
  trap - EXIT INT TERM
  [ ${#pids[@]} -gt 0 ] && kill "${pids[@]}" 2>/dev/null
  wait 2>/dev/null
  echo "stopped"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

mkdir -p data
# request logs would bury the addresses printed below: warnings and errors only, unless LOG_LEVEL says otherwise
LOG_LEVEL=${LOG_LEVEL:-warn} tsx apps/gateway/src/main.ts &
pids+=($!)
echo "starting the gateway (first start creates and seeds the database; this takes a few seconds)…"
node -e '
  const url = process.argv[1] + "/healthz";
  const until = Date.now() + 120_000;
  (async () => {
    while (Date.now() < until) {
      try { if ((await fetch(url)).ok) process.exit(0); } catch {}
      await new Promise((r) => setTimeout(r, 500));
    }
    console.error("the gateway did not answer " + url + " within 120 s");
    process.exit(1);
  })();' "$gateway"

for i in "${!portals[@]}"; do
  node tools/serve-spa.mjs "apps/${portals[$i]}/dist" $((4200 + i)) "$gateway" >/dev/null &
  pids+=($!)
done
sleep 0.5

cat <<INFO

  National Youth Skills and Jobs Platform is running

  youth        http://localhost:4200
  admin        http://localhost:4201
  recruiter    http://localhost:4202
  lms          http://localhost:4203
  assessment   http://localhost:4204
  gateway      $gateway        (health: /healthz, OpenAPI: /openapi.json)
  sign-in      $gateway/oidc   (built-in OpenID Connect provider)
  dev outbox   $gateway/dev/outbox   (e-mail and SMS the platform sent, demo mode)

  Demo accounts, password Demo1234:
    admin        system admin                   admin portal
    recruiter    organisation recruiter         recruiter portal
    provider     content provider / institute   lms portal
    youth        youth with a filled profile    youth and assessment portals
    association  industry association admin     admin portal
    orgadmin     users of one organisation      admin portal
    trainer      trainer of an institute        lms portal
    assessor     certified assessor (RPL)       lms portal

  Data lives in ./data (delete it to start from fresh demo data). Ctrl-C stops everything.

INFO
# stop everything as soon as one of the servers exits
wait -n "${pids[@]}"
echo "a server stopped unexpectedly; stopping the others" >&2
exit 1
