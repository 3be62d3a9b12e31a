#!/usr/bin/env bash
# System packages for `npm test`: Debian's chromium (Playwright cannot download its own browser here) and
# postgresql (the gateway suite runs a second time against a real server). Installs what is missing, starts the
# cluster (apt creates it but does not start it), creates the role and database idempotently, and writes
# tmp/system.env with the two variables the later steps need:
#   CHROMIUM_PATH      the browser Playwright launches
#   TEST_DATABASE_URL  postgres://platform:platform@127.0.0.1:<port>/platform (the role may create databases)
# Runs as root without sudo (as CI does). A cluster that is already running is fine.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p tmp

apt_updated=0
apt_install() {
  if [ "$(id -u)" != 0 ]; then
    echo "ensure-system: $* is missing and only root can install it (apt-get install -y $*)" >&2
    return 1
  fi
  if [ $apt_updated = 0 ]; then
    apt-get -o DPkg::Lock::Timeout=300 update -qq
    apt_updated=1
  fi
  echo "installing $* (apt)"
  DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=300 install -y -qq "$@" >/dev/null
}

# --- browser ---------------------------------------------------------------------------------------------
browser=$(bash tools/find-chromium.sh || true)
if [ -z "$browser" ]; then
  apt_install chromium
  browser=$(bash tools/find-chromium.sh)
fi
echo "browser: $browser"

# --- PostgreSQL --------------------------------------------------------------------------------------------
if ! command -v pg_ctlcluster >/dev/null 2>&1 || ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  apt_install postgresql
fi
ver=$(ls /usr/lib/postgresql | sort -n | tail -1)
if ! pg_lsclusters -h 2>/dev/null | awk '{print $1" "$2}' | grep -qx "$ver main"; then
  pg_createcluster "$ver" main >/dev/null
fi
port=$(pg_lsclusters -h | awk -v v="$ver" '$1 == v && $2 == "main" {print $3}')
if ! pg_lsclusters -h | awk -v v="$ver" '$1 == v && $2 == "main" {print $4}' | grep -q online; then
  # "already running" is not an error; anything else shows up in pg_isready below
  pg_ctlcluster "$ver" main start 2>&1 | grep -v 'already running' || true
fi
for _ in $(seq 1 60); do
  pg_isready -q -h 127.0.0.1 -p "$port" && break
  sleep 0.5
done
pg_isready -h 127.0.0.1 -p "$port" >/dev/null || { echo "ensure-system: PostgreSQL $ver did not start on port $port" >&2; exit 1; }
psql_admin() { su postgres -c "psql -p $port -qtAX -c \"$1\""; }
[ "$(psql_admin "select 1 from pg_roles where rolname = 'platform'")" = 1 ] ||
  psql_admin "create role platform login createdb superuser password 'platform'"
[ "$(psql_admin "select 1 from pg_database where datname = 'platform'")" = 1 ] ||
  psql_admin "create database platform owner platform"
echo "postgresql $ver ready on 127.0.0.1:$port"

cat > tmp/system.env <<ENV
export CHROMIUM_PATH=$browser
export TEST_DATABASE_URL=postgres://platform:platform@127.0.0.1:$port/platform
ENV
