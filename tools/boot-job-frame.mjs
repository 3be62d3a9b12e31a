// The job's own text in the first HTML of /jobs/{id} (issue 13 items 2 and 6, ADR 0145): a shared job link is the
// most common first visit, and its largest paint is the job's text, which no static frame can draw. The server that
// serves the built youth portal (tools/serve-spa.mjs) reads the public job (cached briefly) and writes into
// index.html, inside the page frame of ADR 0134:
// - the top of the job's page as React draws it on a phone (back link, title, organisation, salary / deadline /
//   location, the Apply panel's place, the first sections' text), in the frame's layout and sizes, the labels in
//   English and Bengali (CSS shows the one of <html lang>, set from the saved language before the first paint) and
//   the job's own text as its recruiter wrote it (Bengali and English fields, each where the reader's language
//   would pick it);
// - the description and Open Graph tags for link previews, and the page's <title>;
// - the job itself as inert JSON (`<script type="application/json" id="boot-job">`, never executed, so the CSP's
//   script hashes are not concerned), which the page's data hook takes instead of asking the gateway again.
// Only a live job; anything else (expired, hidden, not found, the gateway slow or down) gets the plain frame.
// Everything the job brings is escaped. Plain JavaScript without imports: serve-spa runs it as it is.
// Mirrors: the formatting of @platform/i18n (formatDate, formatBDT) and the texts of useJobText
// (@platform/jobs-ui-job-detail); apps/youth/src/boot-job-frame.test.ts checks them against the originals.

/**
 * The file the youth build writes beside index.html (tools/vite/boot-frame.ts, BOOT_JOB_LABEL_IDS):
 * `{ en: { id: text }, bn: { id: text } }`.
 */
export const BOOT_JOB_LABELS_FILE = 'boot-job-labels.json';

const SALARY_DISPLAY = { SHOW_SALARY: 1, SHOW_NEGOTIABLE: 3 };
const OUTSIDE_BANGLADESH = 2;
const MONTHS = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  bn: ['জানু', 'ফেব্রু', 'মার্চ', 'এপ্রিল', 'মে', 'জুন', 'জুলাই', 'আগস্ট', 'সেপ্টে', 'অক্টো', 'নভে', 'ডিসে'],
};

/** Text for HTML content and attribute values. */
export const escapeHtml = (value) =>
  String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** JSON that cannot end its <script> element or open a comment: `<`, `>`, `&` and the line separators escaped. */
export const inertJson = (value) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const bengaliDigits = (text) => text.replace(/[0-9]/g, (d) => String.fromCharCode(0x09e6 + Number(d)));
const digits = (text, lang) => (lang === 'bn' ? bengaliDigits(text) : text);

/** formatDate of @platform/i18n for a calendar date ('2026-12-23' → '23 Dec 2026' / '২৩ ডিসে ২০২৬'). */
export function formatDay(value, lang) {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(value ?? ''));
  if (!m) return '';
  return digits(`${Number(m[3])} ${MONTHS[lang][Number(m[2]) - 1]} ${m[1]}`, lang);
}

/** formatBDT of @platform/i18n for whole Taka ('৳18,000' / '১৮,০০০৳'). */
export function formatTaka(value, lang) {
  const text = new Intl.NumberFormat(lang === 'bn' ? 'bn-BD' : 'en-US', {
    style: 'currency',
    currency: 'BDT',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(value);
  return digits(text, lang);
}

const fill = (message, values) => message.replace(/\{(\w+)\}/g, (_, key) => values[key] ?? '');
/** useJobText's pick: the reader's language first, the other as a fallback. */
const pick = (lang, bn, en) => (lang === 'bn' ? bn || en : en || bn) ?? '';

/** What useJobText words for the frame's parts, in one language. */
export function jobTexts(job, labels, lang) {
  const l = labels[lang];
  const taka = (v) => formatTaka(v, lang);
  let salary;
  if (job.salary_display === SALARY_DISPLAY.SHOW_NEGOTIABLE) salary = l['jobs.salary.negotiable'];
  else if (
    job.salary_display !== SALARY_DISPLAY.SHOW_SALARY ||
    (job.salary_min == null && job.salary_max == null)
  )
    salary = l['youth_jobs.card.salary_hidden'];
  else if (job.salary_min != null && job.salary_max != null && job.salary_min !== job.salary_max)
    salary = fill(l['youth_jobs.card.salary_range'], {
      min: taka(job.salary_min),
      max: taka(job.salary_max),
    });
  else if (job.salary_min != null && job.salary_max == null)
    salary = fill(l['youth_jobs.card.salary_from'], { min: taka(job.salary_min) });
  else salary = fill(l['youth_jobs.card.salary_up_to'], { max: taka(job.salary_max ?? job.salary_min ?? 0) });
  const place = (loc) =>
    [
      pick(lang, loc.upazila_title, loc.upazila_title_en),
      pick(lang, loc.district_title, loc.district_title_en),
      pick(lang, loc.division_title, loc.division_title_en),
    ]
      .filter(Boolean)
      .join(', ');
  const locations = Array.isArray(job.locations) ? job.locations : [];
  const location =
    job.job_place_type === OUTSIDE_BANGLADESH
      ? l['youth_jobs.detail.outside_bangladesh']
      : locations.length
        ? locations.map(place).join('; ')
        : l['youth_jobs.card.location_any'];
  const criteria = (Array.isArray(job.mandatory_criteria) ? job.mandatory_criteria : [])
    .map((c) => l[`jobs.criterion.${c}`])
    .filter(Boolean);
  return {
    title: pick(lang, job.job_title, job.job_title_en),
    company: pick(lang, job.company_name, job.company_name_en) || l['youth_jobs.card.company_hidden'],
    salary,
    deadline: formatDay(job.application_deadline, lang),
    location,
    mandatory: criteria.length
      ? fill(l['youth_jobs.detail.mandatory'], { criteria: criteria.join(', ') })
      : '',
    sections: [
      [l['youth_jobs.detail.context'], pick(lang, job.job_context, job.job_context_en)],
      [
        l['youth_jobs.detail.responsibilities'],
        pick(lang, job.job_responsibilities, job.job_responsibilities_en),
      ],
    ].filter(([, body]) => body),
  };
}

/** The same part in both languages: one element per language when they differ (CSS shows the reader's). */
function both(tag, cls, en, bn) {
  const c = cls ? ` class="${cls}"` : '';
  if (en === bn) return `<${tag}${c}>${escapeHtml(en)}</${tag}>`;
  return `<${tag}${c} lang="en">${escapeHtml(en)}</${tag}><${tag}${c} lang="bn">${escapeHtml(bn)}</${tag}>`;
}

/** The job's block of the frame (class names styled by tools/vite/boot-frame.ts). */
export function jobFrameHtml(job, labels) {
  const en = jobTexts(job, labels, 'en');
  const bn = jobTexts(job, labels, 'bn');
  const fact = (label, key, next) =>
    `${both('dt', next ? 'bf-dt bf-next' : 'bf-dt', labels.en[label], labels.bn[label])}${both('dd', 'bf-dd', en[key], bn[key])}`;
  const sections = (texts) =>
    texts.sections
      .map(
        ([title, body]) =>
          `<div class="bf-sec"><div class="bf-h6">${escapeHtml(title)}</div><p class="bf-p">${escapeHtml(body)}</p></div>`,
      )
      .join('');
  const body =
    en.sections.length || bn.sections.length
      ? `<div class="bf-jbody" lang="en">${sections(en)}</div><div class="bf-jbody" lang="bn">${sections(bn)}</div>`
      : '';
  const mandatory = en.mandatory ? both('p', 'bf-note', en.mandatory, bn.mandatory) : '';
  return [
    '<div class="bf-page bf-job"><div class="bf-in">',
    both('div', 'bf-back bf-link', labels.en['youth_jobs.detail.back'], labels.bn['youth_jobs.detail.back']),
    '<div class="bf-jgrid"><div class="bf-jhead">',
    both('div', 'bf-jh1', en.title, bn.title),
    // the organisation's name is a link to its page when the recruiter shows it (drawn as the link looks)
    both('p', job.organization_id && job.company_name ? 'bf-co bf-link' : 'bf-co', en.company, bn.company),
    '</div>',
    `<dl class="bf-glance">${fact('youth_jobs.detail.salary', 'salary')}${fact('youth_jobs.detail.deadline', 'deadline', true)}${fact('youth_jobs.detail.location', 'location', true)}</dl>`,
    `<div class="bf-apply"><div class="bf-abtn"></div>${mandatory}</div>`,
    body,
    '</div></div></div>',
  ].join('');
}

/** Description and Open Graph tags of the job for link previews (English fields first, as a crawler reads). */
export function jobHeadHtml(job, labels) {
  const en = jobTexts(job, labels, 'en');
  const portal = labels.en['portals.youth.name'];
  const title = `${en.title} | ${portal}`;
  const description = `${en.company} — ${labels.en['youth_jobs.detail.deadline']}: ${en.deadline}. ${en.location}.`;
  return {
    title: escapeHtml(title),
    meta: [
      `<meta name="description" content="${escapeHtml(description)}" />`,
      '<meta property="og:type" content="website" />',
      `<meta property="og:site_name" content="${escapeHtml(portal)}" />`,
      `<meta property="og:title" content="${escapeHtml(en.title)}" />`,
      `<meta property="og:description" content="${escapeHtml(description)}" />`,
    ].join(''),
  };
}

/** index.html with the job written in: frame block, head tags, title and the inert JSON the data hook takes. */
export function withJob(html, job, labels) {
  if (!html.includes('<!-- boot-job -->')) return html;
  const head = jobHeadHtml(job, labels);
  // replacer functions: a `$&` or `$'` in the job's text stays text (a string replacement would expand it)
  const frame = jobFrameHtml(job, labels);
  const data = `<div id="root"></div><script type="application/json" id="boot-job">${inertJson(job)}</script>`;
  return html
    .replace(/<meta name="description"[^>]*>/, () => '')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${head.title}</title>${head.meta}`)
    .replace('<!-- boot-job -->', () => frame)
    .replace('<div id="root"></div>', () => data);
}

/** `/jobs/{id}` → the id (a positive integer), else null. */
export function jobIdOf(pathname) {
  const m = /^\/jobs\/(\d{1,12})\/?$/.exec(pathname);
  const id = m ? Number(m[1]) : 0;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Reads public jobs from the gateway, each kept `ttlMs` (and at most `max` of them): a live job, or null for
 * anything else. A slow or failing gateway gives null after `timeoutMs` (the page then loads as before).
 */
export function createJobReader({
  gateway,
  apiKey,
  ttlMs = 30_000,
  timeoutMs = 800,
  max = 500,
  fetchImpl = fetch,
}) {
  const cache = new Map();
  return async function readJob(id) {
    const now = Date.now();
    const hit = cache.get(id);
    if (hit && hit.until > now) return hit.job;
    let job = null;
    try {
      const res = await fetchImpl(`${gateway}/public/jobs/${id}`, {
        headers: { 'api-key': apiKey, accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (res.ok) {
        const body = await res.json();
        const data = body?.data;
        if (data && data.id === id && data.status === 'live') job = data;
      }
    } catch {
      return null; // not cached: the next visit asks again
    }
    if (cache.size >= max) cache.delete(cache.keys().next().value);
    cache.set(id, { job, until: now + ttlMs });
    return job;
  };
}
