import AxeBuilder from '@axe-core/playwright';
import { IntlMessageFormat } from 'intl-messageformat';
import {
  type APIRequestContext,
  type BrowserContext,
  type Page,
  expect,
  test as base,
} from '@playwright/test';
import { endpoints } from '../libs/shared/contract/src/index';
import { catalogue } from '../libs/shared/i18n/src/catalogue/index';

/** Every text the specs look for comes from the label catalogue, so a changed label cannot drift from a test. */
export const en = catalogue['en-US'];
export const bn = catalogue['bn-BD'];

/** A catalogue text; a missing id fails the test at once instead of searching for "undefined". */
export function text(id: string, locale: Record<string, string> = en): string {
  const value = locale[id];
  if (value === undefined) throw new Error(`catalogue id ${id} does not exist`);
  return value;
}

/** A catalogue text formatted with its ICU arguments (numbers, plurals) the way the portals format it. */
export function textWith(
  id: string,
  values: Record<string, string | number>,
  locale: Record<string, string> = en,
): string {
  const tag = locale === bn ? 'bn-BD' : 'en-US';
  return String(new IntlMessageFormat(text(id, locale), tag).format(values));
}

export const GATEWAY = 'http://localhost:8080';
export const API_KEY = 'local-dev-api-key';
export const PASSWORD = 'Demo1234';
export const PORTAL = { youth: 4200, admin: 4201, recruiter: 4202, lms: 4203, assessment: 4204 } as const;
export type PortalId = keyof typeof PORTAL;
export const PORTALS = Object.keys(PORTAL) as PortalId[];
export const origin = (portal: PortalId) => `http://localhost:${PORTAL[portal]}`;
export const url = (portal: PortalId, path = '/') => `${origin(portal)}${path}`;
/** `s` matched literally inside a RegExp. */
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A form control's accessible name from the catalogue: its label, with the ' *' a required field adds. */
export const fieldLabel = (id: string) => new RegExp(`^${escapeRegExp(text(id))}(\\s*\\*)?$`);
/** The demo account that belongs on each portal (spec: demo accounts). */
export const ACCOUNT: Record<PortalId, string> = {
  youth: 'youth',
  admin: 'admin',
  recruiter: 'recruiter',
  lms: 'provider',
  assessment: 'youth',
};

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// ---- axe on every page a test visits ---------------------------------------------------------------------
//
// Each page (origin + path) the browser shows during a test must get an axe check once it has settled; the
// fixture below records every main-frame navigation of every tab and fails the test when a page was shown
// but never checked. Redirect-only addresses (the OIDC endpoints, /auth/callback) are not pages.

const checked = new Set<string>();
const visited = new Set<string>();

function pageKey(address: string): string | null {
  if (!address.startsWith('http')) return null;
  const u = new URL(address);
  if (u.pathname.startsWith('/oidc/') && u.pathname !== '/oidc/session/end') return null;
  if (u.pathname === '/auth/callback' || u.pathname.endsWith('/login') || u.pathname.endsWith('/abort'))
    return null;
  return `${u.origin}${u.pathname.replace(/\/$/, '') || '/'}`;
}

/**
 * Waits until the page has settled: no pending requests, no loader or busy region, and no finite CSS transition
 * or animation running (a theme switch fades colours for 300 ms; a toast grows in), so axe measures what a person
 * finally sees rather than a frame in between.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  // a loader is an indeterminate progressbar; a meter with a value (profile completion) is content
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow]), [aria-busy="true"]')).toHaveCount(0, {
    timeout: 15_000,
  });
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (a) =>
            a.playState !== 'running' ||
            a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
        ),
    undefined,
    { timeout: 10_000 },
  );
}

/**
 * Runs axe with the WCAG 2.2 AA tag set on the page once it has settled; any violation fails the test (as a soft
 * assertion: the test carries on to the end of its journey and then fails, listing every page's violations).
 */
export async function expectAccessible(page: Page, label = ''): Promise<void> {
  await settle(page);
  // axe.run in the page itself (legacy mode): no portal page embeds a frame, and the default runPartial mode opens a
  // blank tab per check to merge the frames' results; only violations are reported in detail (passes are not
  // collected). Together they halved the check (1.2 s → 0.5 s a page on 2 cores). `options` replaces the whole
  // option object: it must come before `withTags`, which sets its rule selection.
  const result = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(AXE_TAGS)
    .setLegacyMode(true)
    .analyze();
  const violations = result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  // soft: the journey goes on, so one run reports every page's violations and still fails the test
  expect.soft(violations, `axe violations on ${page.url()}${label ? ` (${label})` : ''}`).toEqual([]);
  await expectNoRawKeys(page, label);
  await expectNoSidewaysScroll(page, label);
  const key = pageKey(page.url());
  if (key) checked.add(key);
}

const CATALOGUE_IDS = new Set([...Object.keys(en), ...Object.keys(bn)]);

/**
 * No catalogue id shows as text or as an accessible name (issue 12 defect 10: the wizard showed
 * `recruiter_jobs.field.criteria`). Checked on every page a journey shows, with axe.
 */
export async function expectNoRawKeys(page: Page, label = ''): Promise<void> {
  const words = await page.evaluate(() => {
    const names = [...document.querySelectorAll('[aria-label],[title],[placeholder]')].flatMap((el) =>
      ['aria-label', 'title', 'placeholder'].map((a) => el.getAttribute(a) ?? ''),
    );
    const text = `${document.body?.innerText ?? ''} ${names.join(' ')} ${document.title}`;
    return text.match(/[a-z][a-z0-9_]*(?:\.[a-z0-9_]+)+/g) ?? [];
  });
  const raw = [...new Set(words.filter((w) => CATALOGUE_IDS.has(w)))];
  expect.soft(raw, `catalogue ids shown as text on ${page.url()}${label ? ` (${label})` : ''}`).toEqual([]);
}

/** The narrowest phone the platform serves (issue 12): every page a journey shows must fit it. */
export const PHONE = { width: 360, height: 740 } as const;

/**
 * The page at 360 px wide must not scroll sideways (issue 12 defect 14). Checked on every page a journey shows (with
 * axe): the viewport narrows, the document's width is compared with the window's, and what sticks out is named.
 */
export async function expectNoSidewaysScroll(page: Page, label = ''): Promise<void> {
  const before = page.viewportSize();
  // every page fits since issue 12 (the applicants table, the wizard's criteria, /settings, /dev/outbox were the last)
  if (!page.url().startsWith('http')) return;
  if (before?.width !== PHONE.width) await page.setViewportSize(PHONE);
  // the resize's media-query events fire before the next frame and MUI's useMediaQuery re-renders synchronously on
  // them: two frames later the layout at 360 px is what a phone shows
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
  );
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width + 1) return null;
    const wide = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 1 && el.getClientRects().length > 0)
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].slice(0, 2).join('.')}`,
      );
    return { scrollWidth: document.documentElement.scrollWidth, wide };
  });
  expect.soft(overflow, `sideways scroll at 360 px on ${page.url()}${label ? ` (${label})` : ''}`).toBeNull();
  if (before && before.width !== PHONE.width) await page.setViewportSize(before);
}

function track(page: Page) {
  let previous: string | null = null;
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const address = frame.url();
    const path = address.startsWith('http') ? new URL(address).pathname : '';
    // A portal page that sends the browser on to sign in or out (a staff portal's first load, the Login and
    // Logout buttons) is a step on the way, not a page the person reads: it needs no check of its own.
    const toIdentityProvider = path.startsWith('/oidc/') || path.startsWith('/interaction/');
    if (toIdentityProvider && previous && !previous.startsWith(GATEWAY) && !checked.has(previous))
      visited.delete(previous);
    const key = pageKey(address);
    if (key) visited.add(key);
    previous = key;
  });
}

export const test = base.extend<{ axeOnEveryPage: undefined }>({
  axeOnEveryPage: [
    async ({ context }, provide, testInfo) => {
      checked.clear();
      visited.clear();
      for (const p of context.pages()) track(p);
      context.on('page', track);
      await provide(undefined);
      if (testInfo.errors.length === 0) {
        const unchecked = [...visited].filter((key) => !checked.has(key));
        expect(unchecked, 'pages shown without an axe check').toEqual([]);
      }
    },
    { auto: true },
  ],
});
export { expect };

// ---- sign-in through the gateway -------------------------------------------------------------------------

export const signInHeading = (page: Page) => page.getByRole('heading', { name: text('signin.heading') });
export const loginButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: text('common.login') });
export const logoutButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: text('common.logout') });

/**
 * The languages in which this worker has already checked the gateway's sign-in page with axe. The page is one
 * server-rendered template — the same markup and labels for every visit in a language, only the interaction id in
 * its address differs — so after its first full check in a worker each later visit counts as checked (~1 s saved
 * on each of the journeys' ~60 sign-ins). Its other states (a wrong password, Bengali) are checked where a journey
 * shows them (journey 3, journey 4's preferences).
 */
const signInPageChecked = new Set<string>();

/** Fills the gateway's sign-in page (checked with axe the first time in each language) and submits it. */
export async function submitSignIn(page: Page, username: string, password = PASSWORD): Promise<void> {
  await expect(signInHeading(page)).toBeVisible();
  const lang = (await page.locator('html').getAttribute('lang')) ?? '';
  if (signInPageChecked.has(lang)) {
    const key = pageKey(page.url());
    if (key) checked.add(key);
  } else {
    await expectAccessible(page, 'sign-in page');
    signInPageChecked.add(lang);
  }
  await page.getByLabel(text('signin.username'), { exact: true }).fill(username);
  await page.getByLabel(text('signin.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: text('signin.submit'), exact: true }).click();
}

/**
 * Opens a portal and signs in as `username` the way a person does: the youth portal (public) through its Login
 * button, the staff portals (sign-in required) by being sent to the sign-in page straight away. Ends back on the portal, signed in.
 */
export async function signIn(
  page: Page,
  portal: PortalId,
  username: string,
  path = '/',
  password = PASSWORD,
): Promise<void> {
  await page.goto(url(portal, path));
  if (portal === 'youth') {
    await expect(loginButton(page)).toBeVisible();
    await expectAccessible(page, 'before sign-in');
    await loginButton(page).click();
  }
  await submitSignIn(page, username, password);
  await expect(page).toHaveURL(new RegExp(`^${origin(portal)}`));
  await expect(page.getByRole('heading', { name: text('signin.heading') })).toHaveCount(0);
}

interface OidcStored {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
}

/** The tokens oidc-client-ts keeps for this tab (sessionStorage, never localStorage). */
export async function storedTokens(page: Page): Promise<OidcStored | null> {
  return page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    return key ? (JSON.parse(sessionStorage.getItem(key) ?? 'null') as OidcStored | null) : null;
  });
}

export interface Profile {
  full_name: string;
  full_name_en: string | null;
  designation: string | null;
  user_type_code: number;
}

/** What the gateway says about the signed-in user of a page (the header must show the same). */
export async function profileOf(request: APIRequestContext, page: Page): Promise<Profile> {
  const tokens = await storedTokens(page);
  expect(tokens?.access_token, 'the portal keeps an access token for the tab').toBeTruthy();
  const res = await request.get(`${GATEWAY}${endpoints.authProfile.path}`, {
    headers: { 'api-key': API_KEY, authorization: `Bearer ${tokens?.access_token}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Profile }).data;
}

/** Sets maintenance mode through the API as the admin signed in on `adminPage` (used to restore the site). */
export async function setMaintenanceViaApi(
  request: APIRequestContext,
  adminPage: Page,
  on: boolean,
): Promise<void> {
  const tokens = await storedTokens(adminPage);
  const res = await request.fetch(`${GATEWAY}${endpoints.updateAppSettings.path}`, {
    method: endpoints.updateAppSettings.method,
    headers: { 'api-key': API_KEY, authorization: `Bearer ${tokens?.access_token ?? ''}` },
    data: { maintenance_mode_status: on },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Maintenance status as the public endpoint reports it. */
export async function maintenanceIsOn(request: APIRequestContext): Promise<boolean> {
  const res = await request.get(`${GATEWAY}${endpoints.maintenanceModeStatus.path}`, {
    headers: { 'api-key': API_KEY },
  });
  return Boolean(
    ((await res.json()) as { data: { maintenance_mode_status: boolean } }).data.maintenance_mode_status,
  );
}

/** A new browser context (no cookies, no storage): another person. Its pages are checked with axe like the test's. */
export async function freshContext(context: BrowserContext): Promise<BrowserContext> {
  const browser = context.browser();
  if (!browser) throw new Error('no browser');
  const other = await browser.newContext({ locale: 'en-US', timezoneId: 'Asia/Dhaka' });
  other.on('page', track);
  return other;
}

/** The page shows the catalogue text `id` (with its values) somewhere. */
export const said = (page: Page, id: string, values?: Record<string, string | number>) =>
  expect(page.getByText(values ? textWith(id, values) : text(id)).first()).toBeVisible();

/**
 * The lms `provider` creates a course of its own on /courses/create (axe on the form) and lands on its read page:
 * each journey brings its own course, so journeys run side by side. `type` is the spec's course type (1 online …
 * 4 program).
 */
export async function createCourse(
  page: Page,
  course: { title: string; titleEn: string; type: number; hours: number },
): Promise<void> {
  await signIn(page, 'lms', 'provider', '/courses/create');
  await expect(
    page.getByRole('heading', { level: 1, name: text('courses.form.create_title') }),
  ).toBeVisible();
  await expectAccessible(page, 'create course');
  await page.getByRole('textbox', { name: fieldLabel('courses.field.title') }).fill(course.title);
  await page.getByRole('textbox', { name: fieldLabel('courses.field.title_en') }).fill(course.titleEn);
  await page.getByRole('combobox', { name: fieldLabel('courses.field.course_type') }).click();
  await page.getByRole('option', { name: text(`courses.type.${course.type}`), exact: true }).click();
  await page.getByRole('combobox', { name: fieldLabel('courses.field.level') }).click();
  await page.getByRole('option', { name: text('courses.level.1'), exact: true }).click();
  await page
    .getByRole('spinbutton', { name: fieldLabel('courses.field.duration_hours') })
    .fill(String(course.hours));
  await page.getByRole('button', { name: text('courses.form.save') }).click();
  await said(page, 'courses.success.saved');
  await expect(page).toHaveURL(/\/courses\/\d+\/read$/);
}

/** A day counted from today in Asia/Dhaka (the gateway's today), as `YYYY-MM-DD`. */
export const dhakaDay = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Dhaka',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + offset * 86_400_000));

/**
 * The API as the user signed in on `page` (their access token): a journey makes its own data this way. Fails the
 * test on any answer that is not a success; `multipart` sends a form with files instead of JSON.
 */
export function apiAs(request: APIRequestContext, page: Page) {
  return async (method: string, path: string, data?: unknown, multipart?: Record<string, unknown>) => {
    const tokens = await storedTokens(page);
    const res = await request.fetch(`${GATEWAY}${path}`, {
      method,
      headers: { 'api-key': API_KEY, authorization: `Bearer ${tokens?.access_token ?? ''}` },
      ...(data === undefined ? {} : { data }),
      ...(multipart ? { multipart: multipart as never } : {}),
    });
    expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
    return ((await res.json()) as { data: Record<string, unknown> & { id: number } }).data;
  };
}

/** What `apiAs` gives: the API as a signed-in user. */
export type Api = ReturnType<typeof apiAs>;

/**
 * A live job of the journey's own, made through the API the way the wizard and the wallet do it (their screens have
 * their own journey, 08): the recruiter signed in on `recruiter` posts it (Dhaka Tech Ltd.) and submits it, the admin
 * signed in on `admin` approves it, the recruiter pays in the sandbox wallet and the gateway's callback takes it live.
 * Answers its id. A journey that changes a job (an assessment, applications) uses one, so the demo jobs stay as seeded.
 */
export async function postLiveJob(
  request: APIRequestContext,
  { recruiter, admin }: { recruiter: Page; admin: Page },
  title: { bn: string; en: string },
): Promise<number> {
  const asRecruiter = apiAs(request, recruiter);
  const job = await asRecruiter('POST', '/private/jobs', {
    job_title: title.bn,
    job_title_en: title.en,
    no_of_vacancies: 2,
    job_sector_id: 1,
    occupation_id: 1,
    employment_types: ['full_time'],
    published_at: dhakaDay(0),
    application_deadline: dhakaDay(20),
  });
  const steps: [string, Record<string, unknown>][] = [
    [
      'more-info',
      {
        job_responsibilities: 'সফটওয়্যার তৈরি',
        job_place_type: 1,
        job_levels: [1],
        workplaces: [2],
        locations: [{ loc_division_id: 3 }],
        salary_display: 2,
      },
    ],
    ['candidate-requirement', { min_age: 20, max_age: 35, genders: [3], skill_ids: [20] }],
    [
      'company-info-visibility',
      { is_company_name_visible: true, is_company_address_visible: true, is_company_business_visible: true },
    ],
    ['matching-criteria', { criteria: { age: { enabled: true } } }],
    ['contact-info', { contact_name: 'তানভীর হাসান', contact_mobile: '01711000003' }],
  ];
  for (const [segment, body] of steps) await asRecruiter('PUT', `/private/jobs/${job.id}/${segment}`, body);
  await asRecruiter('POST', `/private/jobs/${job.id}/submit`, { service_type: 1 });
  await apiAs(request, admin)('POST', `/private/jobs/${job.id}/approve`);
  // the wallet's form answers with the gateway's callback, which applies the payment and takes the job live
  const payment = await asRecruiter('POST', `/private/jobs/${job.id}/payment`, { locale: 'en-US' });
  const paid = await request.post(String(payment.redirect_url), {
    form: { wallet_number: '01712345678', pin: '4321', action: 'pay' },
    maxRedirects: 0,
  });
  const callback = paid.headers().location;
  expect(callback, 'the wallet answers with the callback').toBeTruthy();
  await request.get(new URL(String(callback), String(payment.redirect_url)).toString(), { maxRedirects: 0 });
  const live = await request.get(`${GATEWAY}/public/jobs/${job.id}`, { headers: { 'api-key': API_KEY } });
  expect(live.status(), 'the paid job is live').toBe(200);
  return job.id;
}

export interface PublishedCourseSpec {
  /** The journey's stamp: the batch is `ব্যাচ <stamp>` / `Batch <stamp>`. */
  stamp: string;
  /** A course the journey made (on the form); without it a free online course of 2 hours is made here. */
  courseId?: number;
  /** The titles of the course made here. */
  title?: string;
  titleEn?: string;
  /** The one module (default 'মডিউল ১' / 'First steps') and its lessons in order (kind 1 unless given: 3 assignment). */
  module?: { title: string; title_en: string };
  lessons: { title: string; title_en: string; kind?: number }[];
  /** Adds the lessons' contents (by the lessons' ids, in order) before the batch is opened and the course published. */
  contents?: (lessonIds: number[]) => Promise<unknown>;
  seats: number;
}

/**
 * A published course of the lms `provider` (signed in where `api` comes from) that a youth can enrol in today: one
 * module with its lessons and their contents, a batch whose registration runs from yesterday to ten days ahead
 * (the batch from 15 to 60 days ahead), then published.
 */
export async function createPublishedCourse(
  api: Api,
  spec: PublishedCourseSpec,
): Promise<{ courseId: number; lessonIds: number[] }> {
  const { stamp } = spec;
  const courseId =
    spec.courseId ??
    (
      await api('POST', '/private/courses', {
        title: spec.title,
        title_en: spec.titleEn,
        course_type: 1,
        duration_hours: 2,
        fee: 0,
        language_medium: 1,
        level: 1,
      })
    ).id;
  const module = await api('POST', `/private/courses/${courseId}/modules`, {
    kind: 1,
    ...(spec.module ?? { title: 'মডিউল ১', title_en: 'First steps' }),
  });
  const lessonIds: number[] = [];
  for (const lesson of spec.lessons)
    lessonIds.push((await api('POST', `/private/modules/${module.id}/lessons`, { kind: 1, ...lesson })).id);
  await spec.contents?.(lessonIds);
  await api('POST', `/private/courses/${courseId}/batches`, {
    title: `ব্যাচ ${stamp}`,
    title_en: `Batch ${stamp}`,
    total_seats: spec.seats,
    registration_start_date: dhakaDay(-1),
    registration_end_date: dhakaDay(10),
    batch_start_date: dhakaDay(15),
    batch_end_date: dhakaDay(60),
  });
  await api('POST', `/private/courses/${courseId}/publish`);
  return { courseId, lessonIds };
}

/**
 * A quiz of one question (Which is a browser? Firefox, 2 marks; pass at 50%) in a lesson, from a question bank of
 * its own (`bankTitleEn`); answers the content.
 */
export async function addBrowserQuiz(
  api: Api,
  lessonId: number,
  { stamp, bankTitleEn, titleEn }: { stamp: string; bankTitleEn: string; titleEn: string },
) {
  const bank = await api('POST', '/private/question-banks', {
    title: `প্রশ্ন ${stamp}`,
    title_en: bankTitleEn,
  });
  const question = await api('POST', '/private/job-questions', {
    bank_id: bank.id,
    question_type: 1,
    title: 'কোনটি ব্রাউজার?',
    title_en: 'Which is a browser?',
    option_1: 'ফায়ারফক্স',
    option_1_en: 'Firefox',
    option_2: 'লিনাক্স',
    option_2_en: 'Linux',
    answers: [1],
    marks: 2,
  });
  return api('POST', `/private/lessons/${lessonId}/contents`, {
    content_type: 4,
    title: 'কুইজ',
    title_en: titleEn,
    question_ids: [question.id],
    question_count: 1,
    pass_percent: 50,
  });
}

// ---- a youth of the journey's own, and what it earns ----------------------------------------------------------

interface OutboxRow {
  channel: string;
  recipient: string;
  body: string;
}

/** The newest 6-digit code the gateway sent to `mobile` by SMS, from the demo-mode outbox (delivery is async). */
export async function codeSentTo(request: APIRequestContext, mobile: string): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const res = await request.get(`${GATEWAY}/dev/outbox.json`, { headers: { 'api-key': API_KEY } });
        const rows = ((await res.json()) as { data: OutboxRow[] }).data;
        const sms = rows.find((r) => r.channel === 'sms' && r.recipient.endsWith(mobile.slice(-10)));
        code = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1] ?? '';
        return code;
      },
      { message: `an SMS code for ${mobile} in the outbox`, timeout: 20_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** The id of a public lookup's record by its English title (`/public/divisions`, `/public/districts?division_id=`). */
async function lookupId(request: APIRequestContext, path: string, titleEn: string): Promise<number> {
  const res = await request.get(`${GATEWAY}${path}`, { headers: { 'api-key': API_KEY } });
  expect(res.status(), `GET ${path}`).toBe(200);
  const rows = ((await res.json()) as { data: { id: number; title_en: string | null }[] }).data;
  const id = rows.find((r) => r.title_en === titleEn)?.id;
  expect(id, `${titleEn} in ${path}`).toBeDefined();
  return id ?? 0;
}

/**
 * A youth of the journey's own, registered and verified through the public API the way /signup and
 * /verify-phone-number do it (the code read from the demo outbox): a journey that changes a youth's data (enrols,
 * posts, keeps documents, earns a certificate) uses one, so the demo youth stays as the seed made it. Signs in with
 * `signIn(page, 'youth', username)` and the demo password; `name` is the full name in Bengali and English.
 */
export async function newYouth(
  request: APIRequestContext,
  stamp: string,
  name: { bn: string; en: string } = { bn: 'রাকিব হাসান', en: 'Rakib Hasan' },
): Promise<{ username: string }> {
  const digits = `${Date.now()}${Math.floor(Math.random() * 1e4)}`.slice(-8);
  const username = `e2e_${stamp}_${digits}`.toLowerCase();
  const mobile = `018${digits}`;
  const division = await lookupId(request, '/public/divisions?page_size=100', 'Dhaka');
  const district = await lookupId(
    request,
    `/public/districts?division_id=${division}&page_size=100`,
    'Dhaka',
  );
  const register = await request.post(`${GATEWAY}${endpoints.registerYouth.path}`, {
    headers: { 'api-key': API_KEY },
    data: {
      full_name: name.bn,
      full_name_en: name.en,
      gender: 1,
      date_of_birth: '2000-01-31',
      mobile,
      username,
      loc_division_id: division,
      loc_district_id: district,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    },
  });
  expect(register.status(), await register.text()).toBe(201);
  const verify = await request.post(`${GATEWAY}${endpoints.youthMobileVerificationReceive.path}`, {
    headers: { 'api-key': API_KEY },
    data: { username, code: await codeSentTo(request, mobile) },
  });
  expect(verify.status(), await verify.text()).toBe(200);
  return { username };
}

/**
 * A certificate of a course earned by a youth, issued through the demo-only developer route (the way the course's
 * completion issues it); its id (a UUID).
 */
export async function issueCertificate(
  request: APIRequestContext,
  { username, courseId }: { username: string; courseId: number },
): Promise<string> {
  const res = await request.post(`${GATEWAY}/dev/certificates`, { data: { username, course_id: courseId } });
  expect(res.status(), await res.text()).toBe(200);
  const id = ((await res.json()) as { data: { id: string } }).data.id;
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return id;
}
