#!/usr/bin/env node
// Starts the gateway for the e2e journeys (playwright.config.ts) on a fresh database, then hands over to it:
// - with E2E_DATABASE_URL (or TEST_DATABASE_URL, which `npm test` sets from tools/ensure-system.sh): a new database
//   `e2e_<time>` on that PostgreSQL server (older `e2e_*` databases of earlier runs are dropped first). The
//   journeys then run against the production engine, and the gateway answers two browsers at once instead of
//   queueing every query on one single-threaded embedded cluster (ADR 0005, amended 2026-11-26).
// - otherwise (or with E2E_EMBEDDED=1): the embedded PGlite cluster in tmp/e2e-data, created from scratch.
// Either way the gateway migrates and seeds the demo data itself on start (apps/gateway/src/main.ts).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import pg from 'pg';

const server = process.env.E2E_EMBEDDED
  ? ''
  : process.env.E2E_DATABASE_URL || process.env.TEST_DATABASE_URL || '';
rmSync('tmp/e2e-data', { recursive: true, force: true });
const env = { ...process.env, DATA_DIR: 'tmp/e2e-data', FILES_DIR: 'tmp/e2e-data/files', DATABASE_URL: '' };

if (server) {
  const name = `e2e_${Date.now()}`;
  const admin = new pg.Client({ connectionString: server });
  admin.on('error', () => undefined);
  await admin.connect();
  const old = await admin.query("select datname from pg_database where datname like 'e2e\\_%'");
  for (const row of old.rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  console.error(`e2e gateway on PostgreSQL database ${name}`);
} else {
  console.error('e2e gateway on embedded PGlite (tmp/e2e-data)');
}

// run under tools/supervise.mjs (playwright.config.ts): the gateway stays in this process group and ends with it
const child = spawn('tsx', ['apps/gateway/src/main.ts'], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
