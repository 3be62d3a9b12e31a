#!/usr/bin/env node
// `npm run lighthouse` (issue 13): Lighthouse, mobile profile (its default: Moto G Power screen, simulated slow 4G and
// 4× CPU slowdown), on the built youth portal served as in production (tools/serve-spa.mjs) against the real gateway
// (demo mode, fresh embedded database): `/`, `/jobs` and a live job's page, each run 3 times; prints the median of
// LCP, FCP, TBT, CLS, the performance and the accessibility score per page, and fails past LCP 2.5 s, TBT 300 ms,
// CLS 0.05 or an accessibility score below 100. A measurement, not a gate of `npm test`: its figures depend on the
// machine (say how loaded it was when you quote them).
// Usage: node tools/lighthouse.mjs [--runs N] [--dist apps/youth/dist] [--json medians.json] [--lhr dir]
// (--lhr keeps each page's last full Lighthouse report, to see which element shifts or paints last)
// Needs: a built youth portal (`npx nx build youth`), Debian's Chromium (CHROMIUM_PATH, tools/ensure-system.sh),
// ports 8080 and 4200 free. No browser is downloaded.
import { spawn } from 'node:child_process';
import { ROOT, median, run, waitFor } from './measure-kit.mjs';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const GATEWAY = 'http://localhost:8080';
const PORTAL = 'http://localhost:4200';
const API_KEY = 'local-dev-api-key';
const LIGHTHOUSE_VERSION = JSON.parse(
  readFileSync(join(ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8'),
).version;
const LIMITS = { lcp: 2500, tbt: 300, cls: 0.05, accessibility: 100 };

const { values: opts } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    dist: { type: 'string', default: 'apps/youth/dist' },
    json: { type: 'string' },
    lhr: { type: 'string' },
  },
});
const runs = Math.max(1, Number(opts.runs));
const dist = resolve(ROOT, opts.dist);
if (!existsSync(join(dist, 'index.html'))) {
  console.error(
    `lighthouse: ${dist}/index.html is missing — build the youth portal first (npx nx build youth)`,
  );
  process.exit(2);
}
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromePath)) {
  console.error(
    `lighthouse: no Chromium at ${chromePath} (set CHROMIUM_PATH; tools/ensure-system.sh installs it)`,
  );
  process.exit(2);
}

const ports = spawn(process.execPath, ['tools/check-ports.mjs', '8080', '4200'], {
  cwd: ROOT,
  stdio: 'inherit',
});
if ((await new Promise((r) => ports.on('exit', r))) !== 0) process.exit(2);

const dataDir = join(ROOT, 'tmp', 'lighthouse-data');
rmSync(dataDir, { recursive: true, force: true });
const servers = [
  run(process.execPath, ['tools/supervise.mjs', 'npx', 'tsx', 'apps/gateway/src/main.ts'], {
    DATA_DIR: dataDir,
    PORT: '8080',
    GATEWAY_URL: GATEWAY,
    PLATFORM_MODE: 'demo',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    OIDC_ISSUER: '',
  }),
  run(process.execPath, [
    'tools/supervise.mjs',
    process.execPath,
    'tools/serve-spa.mjs',
    dist,
    '4200',
    GATEWAY,
  ]),
];
let chrome;
const stop = () => {
  for (const s of servers) {
    try {
      process.kill(-s.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  chrome?.kill();
};
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});

let failed = false;
try {
  await waitFor(`${GATEWAY}/healthz`, 120_000);
  await waitFor(`${PORTAL}/config.json`, 30_000);
  const jobs = await fetch(`${GATEWAY}/public/jobs?page_size=1`, { headers: { 'api-key': API_KEY } });
  const jobId = ((await jobs.json()).data ?? [])[0]?.id;
  if (!jobId) throw new Error('the demo data has no live job');
  const pages = ['/', '/jobs', `/jobs/${jobId}`];

  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
    ],
  });
  const results = [];
  for (const path of pages) {
    const samples = [];
    for (let i = 0; i < runs; i++) {
      // a fresh load every run (Lighthouse clears the cache and storage of the origin itself)
      const result = await lighthouse(`${PORTAL}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const { audits, categories } = result.lhr;
      samples.push({
        lcp: audits['largest-contentful-paint'].numericValue,
        fcp: audits['first-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        failedA11y: Object.values(audits)
          .filter(
            (a) => a.score === 0 && result.lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id),
          )
          .map((a) => a.id),
      });
      if (opts.lhr) {
        const name = path === '/' ? 'home' : path.replace(/\//g, '_').replace(/^_/, '');
        writeFileSync(resolve(ROOT, opts.lhr, `${name}.json`), JSON.stringify(result.lhr));
      }
      process.stderr.write('.');
    }
    // the scores of a run without metrics are 0, not a measure: only measured runs make the medians
    const measured = samples.filter((s) => Number.isFinite(s.lcp) && Number.isFinite(s.tbt));
    const m = (key) => median(measured.map((s) => s[key]));
    results.push({
      page: path.startsWith('/jobs/') ? '/jobs/{id}' : path,
      counted: measured.length,
      lcp: m('lcp'),
      fcp: m('fcp'),
      tbt: m('tbt'),
      cls: m('cls'),
      performance: m('performance'),
      accessibility: m('accessibility'),
      failedA11y: [...new Set(samples.flatMap((s) => s.failedA11y))],
      samples,
    });
  }
  process.stderr.write('\n');

  const rows = results.map((r) => {
    const over = [];
    if (r.lcp > LIMITS.lcp) over.push('LCP');
    if (r.tbt > LIMITS.tbt) over.push('TBT');
    if (r.cls > LIMITS.cls) over.push('CLS');
    if (r.accessibility < LIMITS.accessibility) over.push(`a11y (${r.failedA11y.join(', ')})`);
    if (!r.counted) over.push('no run measured');
    if (over.length) failed = true;
    const note = r.counted < runs ? ` (median of ${r.counted}: ${runs - r.counted} run without metrics)` : '';
    return `| \`${r.page}\` | ${(r.lcp / 1000).toFixed(1)} s | ${(r.fcp / 1000).toFixed(1)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${r.performance} | ${r.accessibility} | ${over.length ? `over: ${over.join(', ')}` : 'ok'}${note} |`;
  });
  console.log(
    `\nLighthouse ${LIGHTHOUSE_VERSION} mobile, median of ${runs} (limits: LCP ${LIMITS.lcp / 1000} s, TBT ${LIMITS.tbt} ms, CLS ${LIMITS.cls}, accessibility ${LIMITS.accessibility})\n`,
  );
  console.log('| page | LCP | FCP | TBT | CLS | performance | accessibility | |');
  console.log('|---|---|---|---|---|---|---|---|');
  console.log(rows.join('\n'));
  if (opts.json) writeFileSync(resolve(ROOT, opts.json), JSON.stringify(results, null, 2));
} catch (error) {
  console.error(`lighthouse: ${error instanceof Error ? error.message : error}`);
  failed = true;
} finally {
  stop();
}
process.exit(failed ? 1 : 0);
