#!/usr/bin/env node
// Initial-JS budget: for each built portal, follow dist/index.html's entry script and every chunk it imports
// statically (modulepreload links and static `import … from` in the chunks), gzip each file at level 9,
// print a table, and fail above the limit (the others 250 KB; youth at its ratchet, see below). Also reports the
// largest lazy chunk.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, dirname, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

// Quality anchor G1 wants youth ≤ 200 KB (target 180). The gate had been failing unnoticed (287.6 KB at 7586016, CI
// stopping earlier); issue 13's work brought it to 215.4 KB (ADR 0006 r3) and, with axios out of the entry, to 197.3 KB
// (r4), then to 187.8 KB with the menu out of it: G1 is met. The youth limit stays a ratchet below G1 — the measured
// size plus a little room — lowered as bytes leave the entry. Raised once, 192 → 193 (2026-11-26, stop 25): the RPL
// section's routes and header entry and the /youths route took the entry to 192.6 KB (the profile_enum split had
// already taken 1.8 KB off the job pages, not the entry); G1 is still met — a debt of issue 13 to win back. Lowered
// 193 → 191.5 at 189.8 KB (ADR 0006 r9: the course and profile-setup route tables are route groups); 191.5 → 175.5 at
// 174.0 KB (ADR 0146: the portal router without react-router's data router).
const YOUTH_G1_KB = 200;
const LIMITS_KB = { youth: 175.5, admin: 250, recruiter: 250, lms: 250, assessment: 250 };
const LAZY_WARN_KB = 100;
// a route's own chunk: the route's lazy chunk and what it loads statically beyond the initial JS (issue 16: the course
// player ≤ 120 KB gzip without the SCORM runtime, which the gateway serves to the SCORM frame alone, ADR 0102)
const ROUTE_CHUNK_LIMITS = [
  { portal: 'youth', name: 'course player', chunk: /^player-page-[\w-]+\.js$/, limit: 120 },
];
// code that must never be in a portal's initial JS: the data grid and the spreadsheet library (issue 3 budget)
const LAZY_ONLY = [
  { name: 'MUI X DataGrid', marker: 'MuiDataGrid' },
  { name: 'exceljs', marker: 'xl/worksheets' },
];
// a resource definition (one `defineResource({ … })`) stays short: the engine does the rest
const DEFINITION_MAX_LINES = 60;
const root = resolve(import.meta.dirname, '..');
const kb = (bytes) => bytes / 1024;
let failed = false;

/** Every file a set of scripts loads before running: the files and their static imports (`import … from "./x.js"`,
 * `import "./x.js"`, `export … from "./x.js"`), never a dynamic `import("./x.js")` of a lazy route. */
function staticClosure(files) {
  const seen = new Set();
  const queue = [...files];
  while (queue.length) {
    const file = queue.shift();
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(
      /(?:^|[;}\n])\s*(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g,
    )) {
      queue.push(resolve(dirname(file), m[1]));
    }
  }
  return seen;
}
const rows = [];

for (const [portal, limit] of Object.entries(LIMITS_KB)) {
  const dist = join(root, 'apps', portal, 'dist');
  const html = join(dist, 'index.html');
  if (!existsSync(html)) {
    console.error(`${portal}: no build at ${dist}`);
    failed = true;
    continue;
  }
  const text = readFileSync(html, 'utf8');
  const entries = [...text.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((m) => m[1]);
  const preloads = [...text.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1]);
  // A staff portal's entry is its sign-in boot (ADR 0006 r4): a signed-in user loads the portal itself (the
  // `start-app` chunk and its static imports) at once, so that chunk counts as initial JS too.
  const startApp = readdirSync(join(dist, 'assets')).filter((n) => /^start-app-[\w-]+\.js$/.test(n));
  const seen = staticClosure(
    [...entries, ...preloads, ...startApp.map((n) => `assets/${n}`)].map((p) =>
      join(dist, p.replace(/^\//, '')),
    ),
  );
  const initial = [...seen].map((f) => ({ f, gz: gzipSync(readFileSync(f), { level: 9 }).length }));
  const total = kb(initial.reduce((s, x) => s + x.gz, 0));
  const assets = join(dist, 'assets');
  const lazy = readdirSync(assets)
    .filter((n) => n.endsWith('.js'))
    .map((n) => join(assets, n))
    .filter((f) => !seen.has(f))
    .map((f) => ({ f, gz: gzipSync(readFileSync(f), { level: 9 }).length }))
    .sort((a, b) => b.gz - a.gz);
  const ok = total <= limit;
  if (!ok) failed = true;
  for (const { name, marker } of LAZY_ONLY) {
    const eager = initial.filter((x) => readFileSync(x.f, 'utf8').includes(marker));
    if (eager.length) {
      failed = true;
      console.error(
        `${portal}: ${name} is in the initial JS (${eager.map((x) => x.f.slice(dist.length + 1)).join(', ')}); it belongs in a lazy chunk`,
      );
    }
  }
  for (const route of ROUTE_CHUNK_LIMITS.filter((r) => r.portal === portal)) {
    const chunk = readdirSync(assets).find((n) => route.chunk.test(n));
    if (!chunk) {
      failed = true;
      console.error(`${portal}: no chunk for the ${route.name} route (${route.chunk})`);
      continue;
    }
    const own = [...staticClosure([join(assets, chunk)])].filter((f) => !seen.has(f));
    const size = kb(own.reduce((sum, f) => sum + gzipSync(readFileSync(f), { level: 9 }).length, 0));
    const fits = size <= route.limit;
    if (!fits) failed = true;
    console.log(
      `  ${route.name} route: ${size.toFixed(1)} KB in ${own.length} files beyond the initial JS (limit ${route.limit} KB) ${fits ? 'OK' : 'OVER BUDGET'}`,
    );
  }
  const biggestLazy = lazy[0] ? kb(lazy[0].gz) : 0;
  rows.push({ portal, files: initial.length, total, limit, ok, lazy: lazy.length, biggestLazy });
  console.log(`\n${portal}: initial JS (entry + static imports), gzip level 9`);
  for (const x of initial.sort((a, b) => b.gz - a.gz))
    console.log(`  ${kb(x.gz).toFixed(1).padStart(7)} KB  ${x.f.slice(dist.length + 1)}`);
  console.log(
    `  ${total.toFixed(1).padStart(7)} KB  total in ${initial.length} files (limit ${limit} KB) ${ok ? 'OK' : 'OVER BUDGET'}`,
  );
  if (lazy[0]) {
    const warn = biggestLazy > LAZY_WARN_KB;
    console.log(
      `  largest of ${lazy.length} lazy chunks: ${lazy[0].f.slice(dist.length + 1)} ${biggestLazy.toFixed(1)} KB${warn ? ` (WARNING: over ${LAZY_WARN_KB} KB)` : ''}`,
    );
  }
}

console.log('\nportal        files  initial KB   limit   largest lazy KB');
for (const r of rows) {
  console.log(
    `${r.portal.padEnd(12)} ${String(r.files).padStart(6)} ${r.total.toFixed(1).padStart(11)} ${String(r.limit).padStart(7)}   ${r.biggestLazy.toFixed(1).padStart(15)}  ${r.ok ? 'OK' : 'OVER BUDGET'}`,
  );
}
const youth = rows.find((r) => r.portal === 'youth');
if (youth && youth.total > YOUTH_G1_KB)
  console.log(
    `youth: ${youth.total.toFixed(1)} KB is ${(youth.total - YOUTH_G1_KB).toFixed(1)} KB above quality anchor G1 (${YOUTH_G1_KB} KB): not met yet (issue 13)`,
  );
// resource definitions: lines of each `defineResource({ … })` call
const definitionsDir = join(root, 'libs/shared/resources/src/lib/definitions');
const definitionLines = [];
for (const name of readdirSync(definitionsDir).filter((n) => n.endsWith('.ts') && !n.endsWith('.test.ts'))) {
  const lines = readFileSync(join(definitionsDir, name), 'utf8').split('\n');
  lines.forEach((line, i) => {
    const m = line.match(/^export const (\w+) = defineResource\(\{/);
    if (!m) return;
    const end = lines.findIndex((l, j) => j > i && /^\}\);/.test(l));
    definitionLines.push({ name: m[1], file: name, lines: end - i + 1 });
  });
}
definitionLines.sort((a, b) => b.lines - a.lines);
const longest = definitionLines[0];
const over = definitionLines.filter((d) => d.lines > DEFINITION_MAX_LINES);
console.log(
  `\nresource definitions: ${definitionLines.length}, longest ${longest?.name} ${longest?.lines} lines, median ${definitionLines[Math.floor(definitionLines.length / 2)]?.lines} lines (limit ${DEFINITION_MAX_LINES}) ${over.length ? 'OVER BUDGET' : 'OK'}`,
);
if (definitionLines.length === 0 || over.length) {
  failed = true;
  for (const d of over) console.error(`  ${d.file}: ${d.name} has ${d.lines} lines`);
}
if (failed) {
  console.error('\nbudget check failed');
  process.exit(1);
}
console.log('\nbudget check passed');
