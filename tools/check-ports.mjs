#!/usr/bin/env node
// Fails with a clear message when one of the platform's ports is already taken by something else (a previous
// `npm start`, another checkout's e2e run, a foreign server). Used by `npm start` and playwright.config.ts, so a
// test run never talks to a server it did not start.
// Usage: node tools/check-ports.mjs [port …]   (default: 8080 4200 4201 4202 4203 4204)
import { execFileSync } from 'node:child_process';
import { connect } from 'node:net';

const NAMES = {
  8080: 'gateway',
  4200: 'youth',
  4201: 'admin',
  4202: 'recruiter',
  4203: 'lms',
  4204: 'assessment',
};
const ports = process.argv.length > 2 ? process.argv.slice(2).map(Number) : Object.keys(NAMES).map(Number);

const inUse = (port, host) =>
  new Promise((done) => {
    const s = connect({ port, host });
    s.setTimeout(1000);
    s.once('connect', () => {
      s.destroy();
      done(true);
    });
    s.once('timeout', () => {
      s.destroy();
      done(false);
    });
    s.once('error', () => done(false));
  });

function owner(port) {
  try {
    const out = execFileSync('ss', ['-Hltnp', `sport = :${port}`], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return out.match(/users:\(\((.*?)\)\)/)?.[1] ?? '';
  } catch {
    return '';
  }
}

const busy = [];
for (const port of ports) {
  if ((await inUse(port, '127.0.0.1')) || (await inUse(port, '::1'))) busy.push(port);
}
if (busy.length) {
  console.error(
    `These ports are already in use:\n${busy
      .map((p) => `  ${p} (${NAMES[p] ?? 'platform'})${owner(p) ? `  used by ${owner(p)}` : ''}`)
      .join('\n')}\nStop what runs there (another \`npm start\`, \`npm run dev\` or e2e run) and try again.`,
  );
  process.exit(1);
}
