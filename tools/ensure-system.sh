#!/usr/bin/env bash
# Installs Debian's chromium (browser for Playwright) and postgresql (second gateway test run) when absent,
# starts the PostgreSQL cluster and writes tmp/system.env with CHROMIUM_PATH and TEST_DATABASE_URL.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p tmp
apt_updated=0
apt_install() {
  if [ "$(id -u)" != 0 ]; then echo "need root to install $*" >&2; return 1; fi
  if [ $apt_updated = 0 ]; then apt-get update -qq; apt_updated=1; fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

browser=$(bash tools/find-chromium.sh || true)
if [ -z "$browser" ]; then
  apt_install chromium
  browser=$(bash tools/find-chromium.sh)
fi
echo "browser: $browser"

if ! command -v pg_ctlcluster >/dev/null 2>&1 || ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  apt_install postgresql
fi
ver=$(ls /usr/lib/postgresql | sort -n | tail -1)
if ! pg_lsclusters -h 2>/dev/null | grep -q "^$ver main"; then
  pg_createcluster "$ver" main >/dev/null
fi
pg_ctlcluster "$ver" main start 2>/dev/null || true
for _ in $(seq 1 30); do
  pg_isready -q -h 127.0.0.1 -p 5432 && break
  sleep 0.5
done
su postgres -c "psql -qtAc \"select 1 from pg_roles where rolname='platform'\"" | grep -q 1 ||
  su postgres -c "psql -qc \"create role platform login superuser password 'platform'\""
su postgres -c "psql -qtAc \"select 1 from pg_database where datname='platform'\"" | grep -q 1 ||
  su postgres -c "psql -qc 'create database platform owner platform'"
echo "postgresql $ver ready"
cat > tmp/system.env <<ENV
export CHROMIUM_PATH=$browser
export TEST_DATABASE_URL=postgres://platform:platform@127.0.0.1:5432/platform
ENV
