import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { ACCOUNT, API_KEY, GATEWAY, PASSWORD, type PortalId, bn, origin, text, url } from './fixtures';

/**
 * The first-visit budget (issue 13, ADR 0006 revision 1): what a browser downloads on a first visit to a route —
 * every script, however it is loaded (entry, static imports, lazy chunks, the catalogue) — counted as gzip -9 of the
 * built file, in a fresh browser with an empty cache, until the page has settled. Fails past the limit and prints
 * the per-file table so a regression names its culprit. Not a journey: no axe here (the journeys check the pages).
 */
/**
 * `limit` gates today (the measured size when the gate was set, plus a little room, so nothing grows unnoticed);
 * `target` is issue 13's goal — 180 KB for browsing youth pages, 220 KB for sign-up and the other portals' first route —
 * and the limit comes down to it as the work lands. Both are printed.
 */
interface Visit {
  portal: PortalId;
  path: string | (() => Promise<string>);
  limit: number;
  target: number;
}

async function liveJobPath(): Promise<string> {
  const res = await fetch(`${GATEWAY}/public/jobs?page_size=1`, { headers: { 'api-key': API_KEY } });
  const body = (await res.json()) as { data: { id: number }[] };
  return `/jobs/${body.data[0]?.id}`;
}

// A staff portal's first visit is a visitor without a session sent to sign in: since ADR 0006 r4 its entry does that
// with the config, the maintenance check and oidc-client-ts, without loading the portal (tools/budget.mjs counts the
// portal a signed-in user loads).
const VISITS: Visit[] = [
  // ADR 0006 r6 (2026-11-27): limits at the measured figure + ~1.5 KB — / 231.3, /jobs 241.1, /jobs/{id} 224.0, /signup
  // 291.9 (raised 292 -> 293.5: at 291.9 a run's chunk order alone would fail it)
  // youth / lowered 238 → 233 at 231.3 KB (ADR 0006 r6), then read 234.7 on the fresh clone of 239d457f (the instructor
  // profile route and the module exam's labels came after that measurement): measured + 1.8 KB, still below 238
  // youth / lowered 236.5 → 219.5 and /jobs 242.5 → 226 at 218.1 and 224.3 KB (ADR 0006 r8: the job search box and the
  // /jobs sort in a light outlined frame without MUI's input modules, the job card's tags without Chip); /jobs/{id}
  // 225.5 → 224 at 222.2 KB (how the shared MUI parts are chunked moves it by ±0.6 KB from build to build)
  // youth / then read 221.5 KB in 58 scripts on the fresh-clone CI run of d8eb5557 (218.1 in 53 on a quiet machine: under
  // CI's load five late lazy chunks land before the page settles): limit at that + 1.5
  // ADR 0006 r9: the course and profile-setup route tables left the entry — / 217.3, /jobs 223.6, /jobs/{id} 221.4 KB;
  // / lowered 223 -> 221.5 (CI's 221.5 less the 1.3 taken off, + 1.5), /jobs 226 -> 225, /jobs/{id} 224 -> 223
  // ADR 0146 (the portal router without react-router's data router) took ≈ 15.8 KB off each: / 201.6, /jobs 207.8,
  // /jobs/{id} 205.6 KB quiet (2026-11-27, stop 34); limits at measured + 4 (CI's late lazy chunks, see above)
  { portal: 'youth', path: '/', limit: 205.5, target: 180 },
  // /jobs and /jobs/{id} raised by 1.5 KB on 2026-11-26 (241.4, 224.1 KB): the youth header's new Discussion, My locker
  // and My calendar entries ship their labels with the first screen — a regression of issue 13 to win back
  { portal: 'youth', path: '/jobs', limit: 211.5, target: 180 },
  { portal: 'youth', path: liveJobPath, limit: 209.5, target: 180 },
  // /signup lowered 293.5 -> 291 at 289.7 KB (ADR 0006 r7: `pages` and `portals` by section, the loader's lists per
  // language): back under the 292 it had before r6 raised it
  // /signup lowered 291 -> 259.5 at 257.7 KB (ADR 0006 r9: text fields without MUI's TextField module, native selects,
  // the location lookups without the resource table, the verification hand-over on its own, the route groups)
  // /signup lowered 259.5 -> 228.5 at 224.5 KB (ADR 0148: the form's rules load at its first focus, yup with them;
  // ADR 0146: the router); lowered 228.5 -> 221.5 at 218.3 KB (ADR 0006 r10: Notice instead of MUI's Alert, the native
  // select without MUI's NativeSelect and Input, the route progress bar loaded at the first input) — under its target
  { portal: 'youth', path: '/signup', limit: 221.5, target: 220 },
  // the staff boot's redirect lowered (ADR 0006 r7, the loader's area lists per language): 36.8, 36.7, 36.8, 36.0 KB
  { portal: 'admin', path: '/', limit: 38.5, target: 220 },
  { portal: 'recruiter', path: '/', limit: 38.5, target: 220 },
  { portal: 'lms', path: '/', limit: 38.5, target: 220 },
  { portal: 'assessment', path: '/', limit: 37.5, target: 220 },
];

const gz = new Map<string, number>();
function gzipKb(portal: PortalId, pathname: string): number {
  const file = join(import.meta.dirname, '..', 'apps', portal, 'dist', pathname.replace(/^\//, ''));
  let size = gz.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gz.set(file, size);
  }
  return size / 1024;
}

type Box = { x: number; y: number; width: number; height: number } | null;

/** React draws `what` where the page frame of the first HTML drew it, to within a pixel on every side (no shift). */
function expectDrawnWhereFramed(drawn: Box, framed: Box, what: string) {
  for (const side of ['x', 'y', 'width', 'height'] as const)
    expect(
      Math.abs((drawn?.[side] ?? -99) - (framed?.[side] ?? 99)),
      `${what}'s ${side} as the frame drew it`,
    ).toBeLessThan(1);
}

const summary: string[] = [];
test.afterAll(() => {
  console.log(
    `\nfirst-visit budget (gzip -9 of every script a first visit downloads)\n${summary.join('\n')}`,
  );
});

for (const visit of VISITS) {
  const label = `${visit.portal} ${typeof visit.path === 'string' ? visit.path : '/jobs/{id}'}`;
  test(`first visit: ${label} stays within ${visit.limit} KB`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const portalOrigin = new URL(url(visit.portal)).origin;
    const scripts = new Set<string>();
    let configRequests = 0;
    page.on('request', (req) => {
      const u = new URL(req.url());
      if (u.origin === portalOrigin && u.pathname.endsWith('.js')) scripts.add(u.pathname);
      if (u.origin === portalOrigin && u.pathname === '/config.json') configRequests += 1;
    });
    const path = typeof visit.path === 'string' ? visit.path : await visit.path();
    await page.goto(url(visit.portal, path));
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main, [role="main"]').first()).toBeVisible();
    // a moment for anything loaded after the data (it counts too)
    await page.waitForTimeout(500);
    await page.waitForLoadState('networkidle');
    const rows = [...scripts].map((p) => ({ p, kb: gzipKb(visit.portal, p) })).sort((a, b) => b.kb - a.kb);
    const total = rows.reduce((s, r) => s + r.kb, 0);
    const { limit, target } = visit;
    const table = rows.map((r) => `  ${r.kb.toFixed(1).padStart(6)} KB  ${r.p}`).join('\n');
    const line = `${total.toFixed(1)} KB in ${rows.length} scripts (limit ${limit} KB, target ${target} KB)`;
    summary.push(`  ${label.padEnd(24)} ${line}`);
    console.log(`\n${label}: ${line}\n${table}`);
    await context.close();
    // index.html preloads the runtime config and the entry's fetch takes that answer: one request, not two
    expect(configRequests, `${label}: /config.json requests`).toBe(1);
    expect(total, `${label}: ${total.toFixed(1)} KB\n${table}`).toBeLessThanOrEqual(limit);
  });
}

/**
 * A staff member's first visit, honestly: the row above measures only the redirect to sign in, so this one goes on —
 * a fresh browser context opens the portal's `/`, is sent to the gateway's sign-in page, signs in as the portal's demo
 * account (fixtures' ACCOUNT) and comes back through /auth/callback to the home page. Counted, with the same gzip -9
 * per file, is every script the portal's origin serves from the first request until the home page has settled: the
 * boot, then the portal it loads after the callback (a file fetched twice counts once — the second time it comes from
 * the cache). The gateway's sign-in page is the identity server's, on the gateway's origin, not the portal's script:
 * it is not counted (nor is the maintenance or config JSON, which is not script).
 */
// limits: measured 2026-11-26 (admin 257.6, recruiter 253.7, lms 237.5, assessment 231.3 KB) + about 4 KB; raised once
// the same day after the second half's menus (admin 263.7, lms 249.4), then won back and lowered (2026-11-26, stop 23):
// the start chunk's menu and route titles come as single labels (the `__start` area of the locale split) instead of
// every area a menu entry belongs to — admin 269.3 → 257.1, recruiter 254.9 → 243.8, lms 249.7 → 240.5, assessment
// 230.2 KB, with the discussion, integrations and statistics entries added; lowered again (2026-11-26, stop 25) when a
// signed-in user's JSON calls moved onto fetch and axios left the first visit (ADR 0006 r5): admin 260.6 → 242.4 (with
// the association and progress-report entries), recruiter 244.7 → 223.8, lms 243.4 → 222.5, assessment 230.6 → 209.8;
// lowered again (2026-11-27, ADR 0006 r6) when each domain's permission keys left its endpoint module and the start
// chunks stopped carrying the endpoint tables: admin 248.0 → 241.2, recruiter 225.9 → 223.4, lms 225.4 → 223.4,
// assessment 210.8 → 209.9 (limits: measured + ~1.5 KB); lowered again (2026-11-27, ADR 0006 r7: `pages` and
// `portals` by section, the loader's area lists per language, LoadErrorAlert without MUI's Alert, the admin's resource
// index): admin 241.2 → 228.9, recruiter 223.4 → 218.9, lms 223.4 → 218.9, assessment 209.9 → 207.9 — recruiter and
// lms meet the 220 KB target, which is now their limit; lowered again (2026-11-27, stop 34: ADR 0149 admin route
// groups and preload lists without loaded chunks, ADR 0146 the router): admin 229.3 → 207.8, recruiter 219.2 → 203.2,
// lms 219.7 → 203.5, assessment 208.1 → 192.8 — every staff portal meets the 220 KB target (limits: measured + ~3)
const STAFF_SIGNED_IN: { portal: PortalId; limit: number; target: number }[] = [
  { portal: 'admin', limit: 211, target: 220 },
  { portal: 'recruiter', limit: 206.5, target: 220 },
  { portal: 'lms', limit: 206.5, target: 220 },
  { portal: 'assessment', limit: 196, target: 220 },
];

for (const visit of STAFF_SIGNED_IN) {
  const label = `${visit.portal} / signed in`;
  test(`first visit: ${label} stays within ${visit.limit} KB`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const portalOrigin = origin(visit.portal);
    const scripts = new Set<string>();
    page.on('request', (req) => {
      const u = new URL(req.url());
      if (u.origin === portalOrigin && u.pathname.endsWith('.js')) scripts.add(u.pathname);
    });
    await page.goto(url(visit.portal));
    // the gateway's sign-in page (the boot sends the visitor there without loading the portal)
    await expect(page.getByRole('heading', { name: text('signin.heading') })).toBeVisible();
    await page.getByLabel(text('signin.username'), { exact: true }).fill(ACCOUNT[visit.portal]);
    await page.getByLabel(text('signin.password'), { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: text('signin.submit'), exact: true }).click();
    await page.waitForURL((u) => u.origin === portalOrigin && u.pathname !== '/auth/callback');
    await expect(
      page.getByRole('banner').getByRole('button', { name: text('common.logout') }),
      'back on the portal, signed in',
    ).toBeVisible({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main, [role="main"]').first()).toBeVisible();
    // a moment for anything loaded after the home page's data (it counts too)
    await page.waitForTimeout(500);
    await page.waitForLoadState('networkidle');
    const rows = [...scripts].map((p) => ({ p, kb: gzipKb(visit.portal, p) })).sort((a, b) => b.kb - a.kb);
    const total = rows.reduce((s, r) => s + r.kb, 0);
    const { limit, target } = visit;
    const table = rows.map((r) => `  ${r.kb.toFixed(1).padStart(6)} KB  ${r.p}`).join('\n');
    const line = `${total.toFixed(1)} KB in ${rows.length} scripts (limit ${limit} KB, target ${target} KB)`;
    summary.push(`  ${label.padEnd(24)} ${line}`);
    console.log(`\n${label}: ${line}\n${table}`);
    await context.close();
    expect(total, `${label}: ${total.toFixed(1)} KB\n${table}`).toBeLessThanOrEqual(limit);
  });
}

// The page frame (issue 13 item 2, ADR 0134): what a phone paints from the first HTML, before any script has arrived,
// in the saved language and theme mode (read by an inline script the served CSP allows by its hash), and how it
// makes way for the page: removed when the portal draws, nothing shifted.
test('page frame: drawn before any script, in the saved language and mode, replaced without a shift', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  await context.addInitScript(() => {
    localStorage.setItem('platform.locale', 'bn-BD');
    localStorage.setItem('platform.theme', 'dark');
  });
  const page = await context.newPage();
  const blocked: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) blocked.push(m.text());
  });
  // the scripts held back: only the HTML paints
  await page.route('**/assets/*.js', () => undefined);
  await page.goto(url('youth', '/'), { waitUntil: 'commit' });
  const frame = page.locator('#boot-frame');
  await expect(frame).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('bn');
  await expect(frame.getByText(text('pages.home.hero.title', bn), { exact: true })).toBeVisible();
  await expect(frame.getByText(text('portals.youth.name', bn), { exact: true })).toBeVisible();
  await expect(frame.getByText(text('pages.home.hero.title'), { exact: true })).toBeHidden();
  const bar = await frame.locator('.bf-bar').evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(bar, 'the dark mode app bar').toBe('rgb(28, 28, 28)');
  const framed = await frame.locator('.bf-h1').boundingBox();

  // the same page with its scripts: the portal's heading where the frame's was, the frame gone, no shift
  const live = await context.newPage();
  await live.addInitScript(() => {
    const shifts: number[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
  });
  live.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) blocked.push(m.text());
  });
  await live.goto(url('youth', '/'));
  const heading = live.getByRole('heading', { level: 1, name: text('pages.home.hero.title', bn) });
  await expect(heading).toBeVisible();
  await expect(live.locator('#boot-frame')).toHaveCount(0);
  expectDrawnWhereFramed(await heading.boundingBox(), framed, 'the heading');
  await live.waitForLoadState('networkidle');
  const cls = await live.evaluate(() =>
    (window as unknown as { __shifts: number[] }).__shifts.reduce((s, v) => s + v, 0),
  );
  expect(cls, 'layout shift on the home').toBeLessThanOrEqual(0.05);
  expect(blocked, 'no inline script blocked by the CSP').toEqual([]);
  await context.close();
});

test('page frame: /jobs draws its heading and skeletons; another page only the app bar', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.route('**/assets/*.js', () => undefined);
  await page.goto(url('youth', '/jobs'), { waitUntil: 'commit' });
  const frame = page.locator('#boot-frame');
  await expect(frame.getByText(text('youth_jobs.search.title'), { exact: true })).toBeVisible();
  await expect(frame.locator('.bf-card').first()).toBeVisible();
  await expect(frame.getByText(text('pages.home.hero.title'), { exact: true })).toBeHidden();
  await page.goto(url('youth', '/signup'), { waitUntil: 'commit' });
  await expect(frame.getByText(text('portals.youth.name'), { exact: true })).toBeVisible();
  await expect(frame.getByText(text('youth_jobs.search.title'), { exact: true })).toBeHidden();
  await context.close();
});

// A shared job link (ADR 0145): the server writes the live job's own text into the first HTML, in the frame's layout
// and the saved language's labels, with the link preview's tags; the page takes the job from that HTML (it draws
// while the gateway is held back) and its heading lands where the frame drew it. Under the served CSP.
test('page frame: /jobs/{id} draws the job from the first HTML and the page takes it from there', async ({
  browser,
}) => {
  const path = await liveJobPath();
  const job = (await (
    await fetch(`${GATEWAY}/public${path}`, { headers: { 'api-key': API_KEY } })
  ).json()) as { data: { job_title: string; job_title_en: string | null } };
  const titleBn = job.data.job_title;
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  await context.addInitScript(() => localStorage.setItem('platform.locale', 'bn-BD'));
  const page = await context.newPage();
  await page.route('**/assets/*.js', () => undefined);
  await page.goto(url('youth', path), { waitUntil: 'commit' });
  const frame = page.locator('#boot-frame');
  await expect(frame.locator('.bf-jh1').filter({ visible: true })).toHaveText(titleBn);
  await expect(frame.getByText(text('youth_jobs.detail.deadline', bn), { exact: true })).toBeVisible();
  await expect(frame.getByText(text('youth_jobs.detail.deadline'), { exact: true })).toBeHidden();
  expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(
    job.data.job_title_en || titleBn,
  );
  const framed = await frame.locator('.bf-jh1').filter({ visible: true }).boundingBox();

  const live = await context.newPage();
  const blocked: string[] = [];
  live.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) blocked.push(m.text());
  });
  // the gateway's answer for the job held back: the page draws the job it found in the HTML
  await live.route(`${GATEWAY}/public${path}`, () => undefined);
  await live.goto(url('youth', path));
  const heading = live.getByRole('heading', { level: 1, name: titleBn });
  await expect(heading).toBeVisible();
  await expect(live.locator('#boot-frame')).toHaveCount(0);
  expectDrawnWhereFramed(await heading.boundingBox(), framed, "the job's heading");
  expect(blocked, 'no inline script blocked by the CSP').toEqual([]);
  await context.close();
});
