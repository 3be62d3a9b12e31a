#!/usr/bin/env node
// The youth portal's start-up, task by task (issue 13 item 6, ADR 0147): a repeatable probe of the main thread's long
// tasks, to measure a cut of Total Blocking Time on a shared machine where Lighthouse's TBT moves by hundreds of ms.
// Serves the built portal as `npm run lighthouse` does (tools/serve-spa.mjs against the real gateway, demo mode, a
// fresh embedded database), loads `/`, `/jobs` and a live job's page in Debian's Chromium (playwright) on the
// Lighthouse phone (412 × 823, DPR 1.75) with CDP `Emulation.setCPUThrottlingRate` 4 (no network throttling: the
// long tasks are the subject), a fresh browser context per load (cold cache), and records every long task
// (PerformanceObserver 'longtask', registered before the first script) from navigation until the page is quiet
// (2 s without a long task, at most 20 s). Prints per page and build: the median over the runs of the blocking sum
// — Σ max(0, d − 50) of the tasks after the first contentful paint, a task that straddles FCP clipped to FCP, as
// Lighthouse's TBT — the number of long tasks, and the long tasks (start, duration) of the median run.
// Several `--dist` compare builds: each is served on its own port and the loads are interleaved (round by round,
// page by page, build by build) so all builds see the same machine load.
// `--profile`: one extra load per page and build under the CDP Profiler (100 µs sampling) and the top self-time
// functions and script files of the start-up, with the minified source at each function's position (read from the
// dist folder), so a cut can name its culprit.
// Usage: node tools/boot-trace.mjs [--runs 5] [--dist apps/youth/dist]… [--pages /,/jobs,/jobs/{id}] [--profile]
//        [--top 25] [--cpu 4] [--json out.json] [--save-profiles dir] (the .cpuprofile files open in DevTools)
// Needs: a built youth portal, CHROMIUM_PATH, ports 8180 and 4280… (one per build) free. Run it under
// `flock /tmp/bench.lock` and quote `uptime` beside its figures.
import { spawn } from 'node:child_process';
import { ROOT, median, run, waitFor } from './measure-kit.mjs';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';

// ports of its own (not the e2e runs' or `npm start`'s 8080 and 4200…): each build is served from a copy whose
// config.json names this gateway, and the gateway allows these portal origins
const GATEWAY_PORT = 8180;
const GATEWAY = `http://localhost:${GATEWAY_PORT}`;
const API_KEY = 'local-dev-api-key';

const { values: opts } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    dist: { type: 'string', multiple: true },
    pages: { type: 'string', default: '/,/jobs,/jobs/{id}' },
    profile: { type: 'boolean', default: false },
    top: { type: 'string', default: '25' },
    cpu: { type: 'string', default: '4' },
    json: { type: 'string' },
    'save-profiles': { type: 'string' },
  },
});
const runs = Math.max(1, Number(opts.runs));
const cpuRate = Math.max(1, Number(opts.cpu));
const dists = (opts.dist?.length ? opts.dist : ['apps/youth/dist']).map((d) => resolve(ROOT, d));
for (const dist of dists) {
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`boot-trace: ${dist}/index.html is missing — build the youth portal first`);
    process.exit(2);
  }
}
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromePath)) {
  console.error(
    `boot-trace: no Chromium at ${chromePath} (set CHROMIUM_PATH; tools/ensure-system.sh installs it)`,
  );
  process.exit(2);
}
const portOf = (i) => 4280 + i;
// a short, stable name per build for the tables: the dist folder's parent when the folder is called dist
const names = dists.map((d) => (basename(d) === 'dist' ? basename(resolve(d, '..')) : basename(d)));

// registered before any script of the page: long tasks and the first contentful paint, with their times
const OBSERVER = `(() => {
  const seen = { tasks: [], fcp: null };
  window.__bootTrace = seen;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) seen.tasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') seen.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
})();`;

/** Lighthouse's TBT rule over observed tasks: the part of each task after FCP, less 50 ms. */
function blockingAfter(tasks, fcp) {
  let sum = 0;
  for (const t of tasks) {
    const end = t.start + t.duration;
    if (end <= fcp) continue;
    const d = end - Math.max(t.start, fcp);
    sum += Math.max(0, d - 50);
  }
  return sum;
}

async function load(browser, url, { profile = false } = {}) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(OBSERVER);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  if (!profile) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
  }
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  // quiet: 2 s (real time) without a new long task, at most 20 s
  const until = Date.now() + 20_000;
  let count = -1;
  let stableSince = Date.now();
  while (Date.now() < until) {
    await page.waitForTimeout(250);
    const n = await page.evaluate(() => window.__bootTrace.tasks.length);
    if (n !== count) {
      count = n;
      stableSince = Date.now();
    } else if (Date.now() - stableSince >= 2000) break;
  }
  const seen = await page.evaluate(() => window.__bootTrace);
  let cpuProfile;
  let cpu = Number.NaN;
  if (profile) cpuProfile = (await cdp.send('Profiler.stop')).profile;
  else cpu = cpuBlocking(JSON.parse((await browser.stopTracing()).toString('utf8')));
  await context.close();
  const fcp = seen.fcp ?? 0;
  const tasks = seen.tasks.sort((a, b) => a.start - b.start);
  return { fcp, tasks, blocking: blockingAfter(tasks, fcp), cpu, cpuProfile };
}

const TRACE_CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'loading',
];

/**
 * The same rule over the thread time of the renderer's main-thread tasks (the trace's `tdur`, which includes
 * Chromium's CPU throttling): a task's thread time does not grow while other processes hold the machine's cores,
 * its wall time does, so this figure is the steadier of the two on a shared machine.
 */
function cpuBlocking(trace) {
  const events = trace.traceEvents ?? trace;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return Number.NaN;
  let sum = 0;
  for (const e of events) {
    if (e.pid !== fcp.pid || e.tid !== fcp.tid || e.ph !== 'X' || e.name !== 'RunTask') continue;
    if (e.ts + e.dur <= fcp.ts || typeof e.tdur !== 'number') continue;
    // a task that straddles FCP: its thread time in the share of its wall time after FCP
    const share = e.ts >= fcp.ts ? 1 : (e.ts + e.dur - fcp.ts) / e.dur;
    sum += Math.max(0, (e.tdur / 1000) * share - 50);
  }
  return sum;
}

/** Self time per function (name, script, line:col) and per script file, from a CDP CPU profile. */
function selfTimes(profile, dist) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const { samples, timeDeltas } = profile;
  for (let i = 0; i < samples.length; i++) {
    const dt = (timeDeltas[i + 1] ?? 0) / 1000;
    self.set(samples[i], (self.get(samples[i]) ?? 0) + dt);
  }
  const fns = new Map();
  const files = new Map();
  for (const [id, ms] of self) {
    const { callFrame } = byId.get(id);
    const file = callFrame.url
      ? new URL(callFrame.url, 'http://x').pathname
      : `(${callFrame.functionName || 'vm'})`;
    const key = `${callFrame.functionName || '(anonymous)'} ${file}:${callFrame.lineNumber + 1}:${callFrame.columnNumber + 1}`;
    const f = fns.get(key) ?? { ms: 0, file, line: callFrame.lineNumber, col: callFrame.columnNumber };
    f.ms += ms;
    fns.set(key, f);
    files.set(file, (files.get(file) ?? 0) + ms);
  }
  const sources = new Map();
  const snippet = (file, line, col) => {
    if (!file.startsWith('/assets/')) return '';
    if (!sources.has(file)) {
      const path = join(dist, file);
      sources.set(file, existsSync(path) ? readFileSync(path, 'utf8').split('\n') : []);
    }
    const text = sources.get(file)[line] ?? '';
    return text.slice(Math.max(0, col - 10), col + 70).replace(/\s+/g, ' ');
  };
  // the busy stretches between idle samples ≈ the main thread's tasks: each long one with its top functions
  const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
  const tasks = [];
  let t = 0;
  let current = null;
  for (let i = 0; i < samples.length; i++) {
    t += timeDeltas[i] / 1000;
    const dt = (timeDeltas[i + 1] ?? 0) / 1000;
    if (idle.has(samples[i])) {
      if (current) tasks.push(current);
      current = null;
      continue;
    }
    current ??= { start: t, duration: 0, self: new Map() };
    current.duration += dt;
    const { callFrame } = byId.get(samples[i]);
    const file = callFrame.url ? basename(new URL(callFrame.url, 'http://x').pathname) : '';
    const key = `${callFrame.functionName || '(anonymous)'} ${file}:${callFrame.lineNumber + 1}:${callFrame.columnNumber + 1}`;
    current.self.set(key, (current.self.get(key) ?? 0) + dt);
  }
  if (current) tasks.push(current);
  return {
    tasks: tasks
      .filter((x) => x.duration > 50)
      .map((x) => ({
        start: x.start,
        duration: x.duration,
        top: [...x.self].sort((a, b) => b[1] - a[1]).slice(0, 6),
      })),
    functions: [...fns]
      .sort((a, b) => b[1].ms - a[1].ms)
      .map(([key, f]) => ({ key, ms: f.ms, source: snippet(f.file, f.line, f.col) })),
    files: [...files].sort((a, b) => b[1] - a[1]).map(([file, ms]) => ({ file, ms })),
  };
}

const checker = spawn(
  process.execPath,
  ['tools/check-ports.mjs', String(GATEWAY_PORT), ...dists.map((_, i) => String(portOf(i)))],
  {
    cwd: ROOT,
    stdio: 'inherit',
  },
);
if ((await new Promise((r) => checker.on('exit', r))) !== 0) process.exit(2);

const workDir = join(ROOT, 'tmp', 'boot-trace');
rmSync(workDir, { recursive: true, force: true });
const dataDir = join(workDir, 'data');
const served = dists.map((dist, i) => {
  const copy = join(workDir, `dist-${i}`);
  cpSync(dist, copy, { recursive: true });
  const config = JSON.parse(readFileSync(join(copy, 'config.json'), 'utf8'));
  config.gatewayUrl = GATEWAY;
  config.oidcAuthority = `${GATEWAY}/oidc`;
  writeFileSync(join(copy, 'config.json'), JSON.stringify(config, null, 2));
  return copy;
});
const servers = [
  run(process.execPath, ['tools/supervise.mjs', 'npx', 'tsx', 'apps/gateway/src/main.ts'], {
    DATA_DIR: dataDir,
    PORT: String(GATEWAY_PORT),
    PORTAL_ORIGINS: [0, 1, 2, 3, 4].map((i) => `http://localhost:${portOf(i)}`).join(','),
    GATEWAY_URL: GATEWAY,
    PLATFORM_MODE: 'demo',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    OIDC_ISSUER: '',
  }),
  ...served.map((dist, i) =>
    run(process.execPath, [
      'tools/supervise.mjs',
      process.execPath,
      'tools/serve-spa.mjs',
      dist,
      String(portOf(i)),
      GATEWAY,
    ]),
  ),
];
let browser;
const stop = async () => {
  for (const s of servers) {
    try {
      process.kill(-s.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  await browser?.close().catch(() => undefined);
};
process.on('SIGINT', async () => {
  await stop();
  process.exit(130);
});

let failed = false;
try {
  await waitFor(`${GATEWAY}/healthz`, 120_000);
  for (let i = 0; i < dists.length; i++) await waitFor(`http://localhost:${portOf(i)}/config.json`, 30_000);
  const jobs = await fetch(`${GATEWAY}/public/jobs?page_size=1`, { headers: { 'api-key': API_KEY } });
  const jobId = ((await jobs.json()).data ?? [])[0]?.id;
  if (!jobId) throw new Error('the demo data has no live job');
  const pages = opts.pages.split(',').map((p) => p.trim());
  const pathOf = (p) => p.replace('{id}', String(jobId));

  browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  // a warm-up load per build (the gateway's first answers, the server's compression cache)
  for (let b = 0; b < dists.length; b++)
    await load(browser, `http://localhost:${portOf(b)}${pathOf(pages[0])}`);

  const samples = new Map(); // `${page}|${b}` -> runs
  for (let r = 0; r < runs; r++) {
    for (const p of pages) {
      for (let b = 0; b < dists.length; b++) {
        // alternate the order of the builds round by round, so neither always goes first
        const bi = r % 2 ? dists.length - 1 - b : b;
        const result = await load(browser, `http://localhost:${portOf(bi)}${pathOf(p)}`);
        const key = `${p}|${bi}`;
        samples.set(key, [...(samples.get(key) ?? []), result]);
        process.stderr.write('.');
      }
    }
  }
  process.stderr.write('\n');

  const report = [];
  console.log(
    `\nboot-trace: CPU ×${cpuRate}, 412 × 823 phone, median of ${runs} (blocking = Σ max(0, d − 50) after FCP, ms)\n`,
  );
  console.log(
    '| page | build | blocking (median) | runs | long tasks | FCP | CPU-time blocking (median) | runs |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const p of pages) {
    for (let b = 0; b < dists.length; b++) {
      const rs = samples.get(`${p}|${b}`);
      const blocking = median(rs.map((s) => s.blocking));
      report.push({
        page: p,
        build: names[b],
        dist: dists[b],
        blocking,
        cpu: median(rs.map((s) => s.cpu)),
        runs: rs.map(({ cpuProfile: _, ...s }) => s),
      });
      console.log(
        `| \`${p}\` | ${names[b]} | **${Math.round(blocking)}** | ${rs.map((s) => Math.round(s.blocking)).join(', ')} | ${median(rs.map((s) => s.tasks.length))} | ${Math.round(median(rs.map((s) => s.fcp)))} ms | **${Math.round(median(rs.map((s) => s.cpu)))}** | ${rs.map((s) => Math.round(s.cpu)).join(', ')} |`,
      );
    }
  }
  console.log('\nlong tasks of the median run (start ms + duration ms; * = before FCP):');
  for (const p of pages) {
    for (let b = 0; b < dists.length; b++) {
      const rs = samples.get(`${p}|${b}`);
      const mid = [...rs].sort((x, y) => x.blocking - y.blocking)[Math.floor(rs.length / 2)];
      const list = mid.tasks
        .map(
          (t) =>
            `${Math.round(t.start)}+${Math.round(t.duration)}${t.start + t.duration <= mid.fcp ? '*' : ''}`,
        )
        .join('  ');
      console.log(`  ${p} [${names[b]}] FCP ${Math.round(mid.fcp)}: ${list}`);
    }
  }

  if (opts.profile) {
    const top = Number(opts.top);
    for (const p of pages) {
      for (let b = 0; b < dists.length; b++) {
        const { cpuProfile, blocking } = await load(browser, `http://localhost:${portOf(b)}${pathOf(p)}`, {
          profile: true,
        });
        const { functions, files, tasks } = selfTimes(cpuProfile, dists[b]);
        if (opts['save-profiles']) {
          const name = `${names[b]}${p === '/' ? '_home' : p.replace(/[/{}]/g, '_')}.cpuprofile`;
          writeFileSync(resolve(ROOT, opts['save-profiles'], name), JSON.stringify(cpuProfile));
        }
        console.log(
          `\nprofile ${p} [${names[b]}] (blocking of this load ${Math.round(blocking)} ms), self time ms:`,
        );
        console.log(
          '  busy stretches over 50 ms (start after the profiler started + duration; top self time):',
        );
        for (const x of tasks) {
          console.log(`    ${Math.round(x.start)}+${Math.round(x.duration)}`);
          for (const [key, ms] of x.top) console.log(`      ${ms.toFixed(1).padStart(7)}  ${key}`);
        }
        console.log('  files:');
        for (const f of files.slice(0, 12)) console.log(`    ${f.ms.toFixed(1).padStart(8)}  ${f.file}`);
        console.log('  functions:');
        for (const f of functions.slice(0, top))
          console.log(`    ${f.ms.toFixed(1).padStart(8)}  ${f.key}${f.source ? `  «${f.source}»` : ''}`);
      }
    }
  }
  if (opts.json) writeFileSync(resolve(ROOT, opts.json), JSON.stringify(report, null, 2));
} catch (error) {
  console.error(`boot-trace: ${error instanceof Error ? error.stack : error}`);
  failed = true;
} finally {
  await stop();
}
process.exit(failed ? 1 : 0);
