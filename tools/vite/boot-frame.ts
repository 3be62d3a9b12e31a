import type { Plugin } from 'vite';
import type { StringCatalogue } from '../../libs/shared/i18n/src/lib/build/load-catalogue.ts';

/**
 * The page frame a phone paints from the first HTML, before any script has arrived (issue 13 item 2, ADR 0134):
 * the app bar with the portal's name and, on the pages a first visit opens most, what sits at the top of the page —
 * the home's hero (heading and subtitle), the job search's heading and its skeletons. The same sizes, colours and
 * texts as the React page, so when React draws its first real screen the frame is removed in the same frame and
 * nothing moves (the frame is a fixed layer above `#root`; CLS stays 0).
 *
 * Two tiny inline scripts (the portals' CSP lists their hashes, `tools/serve-spa.mjs`):
 * - in `<head>`: reads the saved language and theme mode (localStorage, ADR 0020) and the address, and marks
 *   `<html>` (`lang`, `data-boot-theme`, `data-boot-page`) before the first paint, so a Bengali reader sees Bengali
 *   and a dark-mode reader a dark frame, and the frame shows what the address's page starts with;
 * - after `#root`: removes the frame as soon as `#root` holds something other than the start-up spinner
 *   (`role="status"`): the layout, an error or the maintenance page.
 *
 * Texts come from the label catalogue (en and bn, both in the HTML; CSS shows the one of `<html lang>`).
 * Values mirrored from the MUI theme (libs/shared/theme/src/lib/create-platform-theme.ts) and the shell
 * (header.tsx, layout.tsx), checked by apps/youth/src/boot-frame.test.ts and the first-visit e2e spec.
 */

/** Catalogue ids of the labels the job's frame shows (written, en and bn, to boot-job-labels.json for the
 * server that writes a live job into the frame: tools/boot-job-frame.mjs, ADR 0145). */
export const BOOT_JOB_LABEL_IDS: readonly string[] = [
  'portals.youth.name',
  'youth_jobs.detail.back',
  'youth_jobs.detail.salary',
  'youth_jobs.detail.deadline',
  'youth_jobs.detail.location',
  'youth_jobs.detail.outside_bangladesh',
  'youth_jobs.detail.context',
  'youth_jobs.detail.responsibilities',
  'youth_jobs.detail.mandatory',
  'youth_jobs.card.company_hidden',
  'youth_jobs.card.location_any',
  'youth_jobs.card.salary_hidden',
  'youth_jobs.card.salary_range',
  'youth_jobs.card.salary_from',
  'youth_jobs.card.salary_up_to',
  'jobs.salary.negotiable',
  'jobs.criterion.age',
  'jobs.criterion.experience',
  'jobs.criterion.gender',
  'jobs.criterion.location',
  'jobs.criterion.skills',
  'jobs.criterion.job_level',
  'jobs.criterion.salary',
];

/** The labels file beside index.html (BOOT_JOB_LABELS_FILE of tools/boot-job-frame.mjs). */
export const BOOT_JOB_LABELS_FILE = 'boot-job-labels.json';

/** localStorage keys of the language and the theme mode (LOCALE_STORAGE_KEY, THEME_STORAGE_KEY). */
export const BOOT_STORAGE_KEYS = { locale: 'platform.locale', theme: 'platform.theme' } as const;

/** The frame's colours (PALETTE of the theme; MUI's dark app bar and skeleton tints as rendered). */
export const BOOT_COLOURS = {
  light: {
    background: '#f7f8f7',
    paper: '#ffffff',
    text: 'rgba(0,0,0,.87)',
    primary: '#006a4e',
    skeleton: 'rgba(0,0,0,.11)',
  },
  dark: {
    background: '#121212',
    paper: '#1c1c1c',
    text: '#fff',
    primary: '#5cc8a0',
    skeleton: 'rgba(255,255,255,.13)',
  },
  /** MUI's dark AppBar: the paper colour under the elevation-4 overlay. */
  darkBar: { background: '#1c1c1c', overlay: 'rgba(255,255,255,.09)' },
  /** semi-dark: the chrome colour of the app bar. */
  semiDarkBar: '#1e2a32',
} as const;

const LATIN = '"Noto Sans",Roboto,system-ui,-apple-system,"Segoe UI","Helvetica Neue",Arial';
const BENGALI = '"Noto Sans Bengali","Hind Siliguri","Vrinda","Shonar Bangla"';

export interface BootFrameTexts {
  /** catalogue id of the portal's name (PortalDefinition.titleId). */
  portalTitle: string;
  homeTitle: string;
  homeSubtitle: string;
  jobsTitle: string;
}

export const YOUTH_FRAME_TEXTS: BootFrameTexts = {
  portalTitle: 'portals.youth.name',
  homeTitle: 'pages.home.hero.title',
  homeSubtitle: 'pages.home.hero.subtitle',
  jobsTitle: 'youth_jobs.search.title',
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function bilingual(catalogue: StringCatalogue, id: string): string {
  const en = catalogue['en-US'][id];
  const bn = catalogue['bn-BD'][id];
  if (!en || !bn) throw new Error(`boot-frame: the catalogue has no en and bn text for ${id}`);
  if (/[{}]/.test(en + bn))
    throw new Error(`boot-frame: ${id} has ICU arguments; the frame shows plain texts`);
  return `<span lang="en">${escapeHtml(en)}</span><span lang="bn">${escapeHtml(bn)}</span>`;
}

/** Runs in <head> before the first paint: language, theme mode and which page's frame to show. */
export const HEAD_SCRIPT = `(function(d,p){var s=null;try{s=window.localStorage}catch(e){}function g(k){try{return s?s.getItem(k):null}catch(e){return null}}var l=g(${JSON.stringify(BOOT_STORAGE_KEYS.locale)}),m=g(${JSON.stringify(BOOT_STORAGE_KEYS.theme)});if(l==='bn-BD')d.lang='bn';if(m==='dark'||m==='semi-dark')d.setAttribute('data-boot-theme',m);d.setAttribute('data-boot-page',p==='/'?'home':/^\\/jobs\\/?$/.test(p)?'jobs':/^\\/jobs\\/[^/]+\\/?$/.test(p)?'job':'other')})(document.documentElement,location.pathname)`;

/** Runs right after #root: the frame goes when React draws anything but the start-up spinner. */
export const REMOVE_SCRIPT = `(function(r,f){if(!r||!f)return;var o=new MutationObserver(function(){var c=r.firstElementChild;if(c&&c.getAttribute('role')!=='status'){o.disconnect();f.remove()}});o.observe(r,{childList:true})})(document.getElementById('root'),document.getElementById('boot-frame'))`;

function css(): string {
  const { light, dark, darkBar, semiDarkBar } = BOOT_COLOURS;
  const f = '#boot-frame';
  return [
    `${f}{position:fixed;inset:0;z-index:1200;overflow:hidden;pointer-events:none;background:${light.background};color:${light.text};font-family:${LATIN},${BENGALI},sans-serif;line-height:1.6;font-size:16px;letter-spacing:0}`,
    `html[lang=bn] ${f}{font-family:${BENGALI},${LATIN},sans-serif}`,
    `html[lang=bn] ${f} [lang=en],html:not([lang=bn]) ${f} [lang=bn]{display:none}`,
    `${f} .bf-page{display:none}`,
    `html[data-boot-page=home] ${f} .bf-home,html[data-boot-page=jobs] ${f} .bf-jobs{display:block}`,
    // the app bar (MUI AppBar position sticky + Toolbar)
    `${f} .bf-bar{display:flex;align-items:center;gap:8px;box-sizing:border-box;min-height:56px;padding:0 16px;background:${light.primary};color:#fff;box-shadow:0 2px 4px -1px rgba(0,0,0,.2),0 4px 5px 0 rgba(0,0,0,.14),0 1px 10px 0 rgba(0,0,0,.12)}`,
    `${f} .bf-menu{display:block;flex-shrink:0;width:24px;height:24px;padding:8px;margin-left:-12px;fill:currentColor}`,
    `${f} .bf-title{font-weight:700;font-size:1rem;line-height:1.6;margin-right:4px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}`,
    `@media (min-width:0) and (orientation:landscape){${f} .bf-bar{min-height:48px}}`,
    `@media (min-width:600px){${f} .bf-bar{min-height:64px;padding:0 24px}${f} .bf-title{font-size:1.25rem;margin-right:16px}}`,
    `@media (min-width:900px){${f} .bf-menu{display:none}}`,
    `html[data-boot-theme=dark] ${f}{background:${dark.background};color:${dark.text}}`,
    `html[data-boot-theme=dark] ${f} .bf-bar{background:${darkBar.background} linear-gradient(${darkBar.overlay},${darkBar.overlay})}`,
    `html[data-boot-theme=semi-dark] ${f} .bf-bar{background:${semiDarkBar}}`,
    // main (Container lg, py 3) and the pages' own containers
    `${f} .bf-main,${f} .bf-in{box-sizing:border-box;width:100%;max-width:1200px;margin:0 auto;padding:0 16px}`,
    `${f} .bf-main{padding-top:24px}`,
    `@media (min-width:600px){${f} .bf-main,${f} .bf-in{padding-left:24px;padding-right:24px}}`,
    // the home's hero (home-page.tsx)
    `${f} .bf-home{background:${light.primary};color:#fff;padding:32px 0}`,
    `html[data-boot-theme=dark] ${f} .bf-home{background:${dark.primary};color:${light.text}}`,
    `${f} .bf-h1{margin:0;max-width:820px;font-weight:700;font-size:1.75rem;line-height:1.25;overflow-wrap:break-word;hyphens:auto}`,
    `${f} .bf-sub{margin:16px 0 0;max-width:720px;font-weight:400;font-size:1.05rem;line-height:1.6}`,
    // the search box's paper, its link's line, then the two buttons (a column on a phone)
    `${f} .bf-field{margin-top:24px;max-width:640px;height:56px;border-radius:4px;background:${light.paper}}`,
    `html[data-boot-theme=dark] ${f} .bf-field{background:${dark.paper}}`,
    `${f} .bf-btns{margin-top:66px;display:flex;flex-direction:column;gap:16px}`,
    `${f} .bf-btn{height:42px;border-radius:4px;background:rgba(255,255,255,.15)}`,
    `html[data-boot-theme=dark] ${f} .bf-btn{background:rgba(0,0,0,.12)}`,
    `@media (min-width:600px){${f} .bf-h1{font-size:2.25rem}${f} .bf-sub{font-size:1.25rem}${f} .bf-btns{flex-direction:row}${f} .bf-btn{width:200px}}`,
    `@media (min-width:900px){${f} .bf-home{padding:80px 0}${f} .bf-h1{font-size:3rem}}`,
    // the job search (jobs-search-page.tsx: Container, h4 heading, search row, skeleton cards of 216 px)
    `${f} .bf-jobs{padding-top:24px}`,
    `${f} .bf-h4{margin:0;font-weight:400;font-size:2.125rem;line-height:1.235}`,
    `${f} .bf-row{margin-top:34px;height:40px;border-radius:4px;background:${light.skeleton}}`,
    `${f} .bf-card{margin-top:16px;height:216px;border-radius:4px;background:${light.skeleton}}`,
    `${f} .bf-card.bf-first{margin-top:172px}`,
    `html[data-boot-theme=dark] ${f} .bf-row,html[data-boot-theme=dark] ${f} .bf-card{background:${dark.skeleton}}`,
    // from 600 px the category link sits beside the heading, so the search row follows it directly
    `@media (min-width:600px){${f} .bf-row{margin-top:0}}`,
    `@media (min-width:900px){${f} .bf-card{display:none}}`,
    // the job's page (job-detail-page.tsx, JobDetailView): written in by the server for a live job (ADR 0145)
    `html[data-boot-page=job] ${f} .bf-job{display:block}`,
    `${f} .bf-job{padding-top:24px}`,
    `${f} .bf-back{display:block;width:max-content;max-width:100%;margin-bottom:16px}`,
    `${f} .bf-link{color:${light.primary};text-decoration:underline;text-decoration-color:rgba(0,106,78,.4)}`,
    `${f} .bf-jgrid{display:grid;grid-template-columns:minmax(0,1fr);row-gap:16px;column-gap:24px;grid-template-areas:"head" "glance" "apply" "body";align-items:start}`,
    `${f} .bf-jhead{grid-area:head;overflow-wrap:anywhere}`,
    `${f} .bf-jh1{margin:0 0 .35em;font-weight:400;font-size:2.125rem;line-height:1.235}`,
    `${f} .bf-co{margin:0}`,
    `${f} .bf-glance{grid-area:glance;margin:0;display:grid;grid-template-columns:minmax(0,1fr);column-gap:12px;row-gap:2px}`,
    `${f} .bf-dt,${f} .bf-dd{margin:0;font-size:.875rem;line-height:1.6}`,
    `${f} .bf-dd{white-space:pre-line;overflow-wrap:anywhere}`,
    `${f} .bf-next{margin-top:8px}`,
    `@media (min-width:600px){${f} .bf-glance{grid-template-columns:minmax(8rem,max-content) minmax(0,1fr);row-gap:4px}${f} .bf-next{margin-top:0}}`,
    `${f} .bf-apply{grid-area:apply;box-sizing:border-box;padding:16px;border:1px solid rgba(0,0,0,.12);border-radius:4px}`,
    `${f} .bf-abtn{height:36.5px;border-radius:4px;background:${light.primary}}`,
    `${f} .bf-note{margin:12px 0 0;font-size:.875rem;line-height:1.6}`,
    `${f} .bf-jbody{grid-area:body;min-width:0}`,
    `${f} .bf-sec{margin-bottom:24px;padding-bottom:16px;border-bottom:1px solid rgba(0,0,0,.12)}`,
    `${f} .bf-h6{margin-bottom:.35em;font-weight:500;font-size:1.25rem;line-height:1.6}`,
    `${f} .bf-p{margin:0;line-height:1.7;white-space:pre-line}`,
    `@media (min-width:900px){${f} .bf-jgrid{grid-template-columns:minmax(0,1fr) 320px;row-gap:24px;grid-template-areas:"head apply" "body ."}${f} .bf-glance{display:none}}`,
    `html[data-boot-theme=dark] ${f} .bf-link{color:${dark.primary};text-decoration-color:rgba(92,200,160,.4)}`,
    `html[data-boot-theme=dark] ${f} .bf-apply{background:${dark.paper}}`,
    `html[data-boot-theme=dark] ${f} .bf-abtn{background:${dark.primary}}`,
    `html[data-boot-theme=dark] ${f} .bf-apply,html[data-boot-theme=dark] ${f} .bf-sec{border-color:rgba(255,255,255,.12)}`,
  ].join('');
}

/** MUI's Menu icon (the app bar's menu button). */
const MENU_ICON =
  '<svg class="bf-menu" viewBox="0 0 24 24" focusable="false"><path d="M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z"/></svg>';

/** The frame's markup and the two scripts, from the catalogue. */
export function bootFrameHtml(catalogue: StringCatalogue, ids: BootFrameTexts) {
  const t = (id: string) => bilingual(catalogue, id);
  const frame = [
    '<div id="boot-frame" aria-hidden="true">',
    `<div class="bf-bar">${MENU_ICON}<div class="bf-title">${t(ids.portalTitle)}</div></div>`,
    '<div class="bf-main">',
    `<div class="bf-page bf-home"><div class="bf-in"><div class="bf-h1">${t(ids.homeTitle)}</div><p class="bf-sub">${t(ids.homeSubtitle)}</p><div class="bf-field"></div><div class="bf-btns"><div class="bf-btn"></div><div class="bf-btn"></div></div></div></div>`,
    `<div class="bf-page bf-jobs"><div class="bf-in"><div class="bf-h4">${t(ids.jobsTitle)}</div><div class="bf-row"></div><div class="bf-card bf-first"></div><div class="bf-card"></div></div></div>`,
    // the job's page: the server that serves the portal writes a live job's top here (tools/boot-job-frame.mjs)
    '<!-- boot-job -->',
    '</div></div>',
  ].join('');
  return { style: css(), headScript: HEAD_SCRIPT, frame, removeScript: REMOVE_SCRIPT };
}

/** The job frame's labels in English and Bengali (ICU arguments left for the server to fill). */
export function bootJobLabels(catalogue: StringCatalogue) {
  const pick = (locale: 'en-US' | 'bn-BD') =>
    Object.fromEntries(
      BOOT_JOB_LABEL_IDS.map((id) => {
        const text = catalogue[locale][id];
        if (!text) throw new Error(`boot-frame: the catalogue has no ${locale} text for ${id}`);
        return [id, text];
      }),
    );
  return { en: pick('en-US'), bn: pick('bn-BD') };
}

/**
 * Vite plugin: index.html's `<!-- boot-frame -->` becomes the frame and its removal script, and the style and the
 * head script go into `<head>`. Dev server and build alike.
 */
export function bootFrame(ids: BootFrameTexts = YOUTH_FRAME_TEXTS): Plugin {
  let catalogue: Promise<StringCatalogue> | undefined;
  // loaded when a build first needs it (through tsx, which the portal's tests of this module cannot load)
  const load = () =>
    (catalogue ??= import('../../libs/shared/i18n/src/lib/build/load-catalogue.ts').then((m) =>
      m.loadStringCatalogue(),
    ));
  return {
    name: 'platform:boot-frame',
    // the job frame's labels beside index.html, for the server (tools/serve-spa.mjs, ADR 0145)
    async generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: BOOT_JOB_LABELS_FILE,
        source: JSON.stringify(bootJobLabels(await load())),
      });
    },
    async transformIndexHtml(html) {
      if (!html.includes('<!-- boot-frame -->')) return html;
      const parts = bootFrameHtml(await load(), ids);
      return html
        .replace('<!-- boot-frame -->', parts.frame)
        .replace('<div id="root"></div>', `<div id="root"></div><script>${parts.removeScript}</script>`)
        .replace(
          '</head>',
          `<style id="boot-frame-style">${parts.style}</style><script>${parts.headScript}</script></head>`,
        );
    },
  };
}
