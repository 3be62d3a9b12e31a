import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin, Rollup } from 'vite';
import type { CatalogueLocale } from '../../catalogue/index.ts';
import { loadStringCatalogue, type StringCatalogue } from './load-catalogue.ts';

const VIRTUAL = 'virtual:platform-messages/';
/** A locale's table of its area chunks (area → import), loaded with that locale's first-screen part (ADR 0006 r7). */
const VIRTUAL_AREAS = 'virtual:platform-message-areas/';

/**
 * Build-time only (imported by the portals' vite.config.ts, never by browser code): each locale's messages become
 * their own chunk, precompiled to ICU AST, and `../messages.ts` is swapped for a loader that `import()`s the one
 * the page shows. The first screen then carries one language instead of two (quality anchors B3.4). Runs next to
 * `tools/vite/precompiled-catalogue.ts`, which keeps the ICU parser out of the bundles.
 * Within a language (issue 13), the first-screen part holds the `ALWAYS` areas and what the entry and its static
 * imports name (whole areas where the code builds ids, single ids where it names them: menu, route titles); every
 * other area is its own chunk, which a lazy chunk naming it asks for before it runs (a top-level await the build
 * puts in front of it), in every language started so far; a language switch brings the other language's parts.
 */
/**
 * Id prefixes (an id's first segment) every portal ships whatever its code names: the answers of the gateway carry
 * ids of these (errors, validation, enums) and the shell's own screens use the rest.
 */
const ALWAYS = ['common', 'errors', 'validation', 'enums', 'shell', 'i18n', 'list', 'auth', 'ui'];

/**
 * Prefixes whose areas are their sections (an id's first two segments): `pages` (the youth home, the contact form,
 * the settings and notification-log pages, the generic error pages …) and `portals` (each portal's name and home
 * texts) are shared by every portal, which shows a few of their sections (ADR 0006 r7). The entry's single ids come
 * with the first screen like any other; a chunk naming `portals.recruiter.home.*` asks for `portals~recruiter` alone.
 */
const BY_SECTION = new Set(['pages', 'portals']);

/**
 * The area an id belongs to: its first segment, or its first two for the `BY_SECTION` prefixes, joined by `~` (not a
 * dot: the loader's table of areas is in the first screen's code, which is scanned for the ids it names).
 */
function areaOf(id: string): string {
  const [first = '', second] = id.split('.');
  return BY_SECTION.has(first) && second ? `${first}~${second}` : first;
}

/**
 * The pseudo-area of a staff portal's start chunk (`src/start-app.ts`, loaded once signed in): the single ids it names
 * (menu entries, route titles), so the signed-in first screen brings those few labels rather than every area a menu
 * entry belongs to — and the signed-out first screen does not carry them at all.
 */
const START = '__start';
const START_CHUNK = /\/src\/start-app\.tsx?$/;

const IMPORT_SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;
/** The global through which a lazy chunk asks for its catalogue areas before it runs (set by the messages loader). */
const AREAS_HOOK = '__platformCatalogueAreas';

/** A locale's list of area chunks (`VIRTUAL_AREAS`): each area's import. */
function areaListSource(locale: string, areas: readonly string[]): string {
  return `export default { ${areas.map((a) => `'${a}': () => import('${VIRTUAL}${locale}/${a}')`).join(', ')} };`;
}

/**
 * The areas holding the ids a piece of code names or builds from `start` (a whole id, `profile.section.` of
 * `\`profile.section.${id}\``, `portals.` of `\`portals.${x}.name\``): those of the ids that start so, else (none
 * does) every area of its prefix. `cache` keeps the answers of one build.
 */
function areasOfStart(keys: readonly string[], start: string, cache: Map<string, string[]>): string[] {
  let found = cache.get(start);
  if (!found) {
    const prefix = start.split('.')[0] ?? '';
    const matching = keys.filter((k) => k.startsWith(start));
    const pool = matching.length > 0 ? matching : keys.filter((k) => k.startsWith(`${prefix}.`));
    found = [...new Set(pool.map(areaOf))];
    cache.set(start, found);
  }
  return found;
}

/**
 * The id prefixes a portal's code names, and the ids or id starts it names (`starts`), found by walking its source
 * from `entry` through every static and dynamic import Vite resolves (node_modules excluded: no library names our
 * ids). A string, template or quoted prefix `'<prefix>.` anywhere counts (`t(\`profile.section.${id}\`)` names
 * `profile`, start `profile.section.`). The label files themselves are not scanned. Over-inclusion is harmless; a
 * missing prefix would show raw ids, which the e2e journeys check for.
 */
async function namesUsed(
  ctx: Rollup.PluginContext,
  entry: string,
  prefixes: readonly string[],
): Promise<{ prefixes: Set<string>; starts: Set<string> }> {
  const mention = new RegExp(
    `['"\`]((?:${prefixes.map((p) => p.replace(/[^\w]/g, '')).join('|')})\\.[\\w.-]*)`,
    'g',
  );
  const used = new Set<string>(ALWAYS);
  const starts = new Set<string>();
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() ?? '';
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.(tsx?|m?js)$/.test(file) || file.includes('/node_modules/') || file.includes('/catalogue/'))
      continue;
    const code = await readFile(file, 'utf8').catch(() => '');
    for (const m of code.matchAll(mention)) {
      if (!m[1]) continue;
      used.add(m[1].split('.')[0] ?? '');
      starts.add(m[1]);
    }
    for (const m of code.matchAll(IMPORT_SPECIFIER)) {
      const target = m[1] ? await ctx.resolve(m[1], file) : null;
      if (target && !target.external && !target.id.startsWith('\0'))
        queue.push(target.id.split('?')[0] ?? '');
    }
  }
  return { prefixes: used, starts };
}

/**
 * The browser side of the split (generated as `messages.ts`): each locale's table grows as areas arrive. The first
 * screen's part (`base`) comes with `loadMessages`; a lazy chunk asks for its areas through `globalThis[AREAS_HOOK]`
 * before it runs (a top-level await the build puts in front of it), for every language started so far; a language
 * switch (`loadMessages(other)`) brings the base and every area asked for until then. `loadedMessages` answers only
 * once a table has its base, so nothing renders half-labelled. Where a locale's area chunks are is a small chunk of
 * its own (`VIRTUAL_AREAS`), fetched beside its base: the first screen does not carry the other language's list.
 */
function loaderSource(locales: readonly string[]): string {
  const base = locales.map((l) => `'${l}': () => import('${VIRTUAL}${l}')`).join(', ');
  const lists = locales.map((l) => `'${l}': () => import('${VIRTUAL_AREAS}areas-${l}')`).join(', ');
  return `const base = { ${base} };
const lists = { ${lists} };
const areaLists = {};
const tables = {};
const ready = {};
const asked = new Set();
const started = new Set();
function fill(locale, mods) {
  const table = (tables[locale] ??= {});
  for (const m of mods) Object.assign(table, m.default);
  return table;
}
function loadAreas(locale, list) {
  areaLists[locale] ??= lists[locale]().then((m) => m.default);
  return areaLists[locale]
    .then((areas) => Promise.all(list.filter((a) => areas[a]).map((a) => areas[a]())))
    .then((mods) => fill(locale, mods));
}
export function loadedMessages(locale) { return ready[locale] ? tables[locale] : undefined; }
export function loadMessages(locale) {
  started.add(locale);
  return Promise.all([base[locale](), loadAreas(locale, [...asked])])
    .then(([b]) => fill(locale, [b]))
    .then(() => loadAreas(locale, [...asked]))
    .then(() => { ready[locale] = true; return tables[locale]; });
}
globalThis.${AREAS_HOOK} = (list) => {
  for (const a of list) asked.add(a);
  return Promise.all([...started].map((locale) => loadAreas(locale, list)));
};
`;
}

export function localeSplit(): Plugin {
  let messagesFile = '';
  let entryFile = '';
  let catalogue: Promise<StringCatalogue> | undefined;
  const strings = (): Promise<StringCatalogue> => {
    catalogue ??= loadStringCatalogue();
    return catalogue;
  };
  let used: Promise<{ prefixes: Set<string>; starts: Set<string> }> | undefined;
  const names = async (ctx: Rollup.PluginContext) => {
    const messages = Object.values(await strings())[0] ?? {};
    const prefixes = [...new Set(Object.keys(messages).map((key) => key.split('.')[0] ?? ''))];
    used ??= namesUsed(ctx, entryFile, prefixes);
    return used;
  };
  /** The prefixes this portal can show: the `ALWAYS` ones and those its code names. */
  const kept = async (ctx: Rollup.PluginContext) => (await names(ctx)).prefixes;
  /** Prefixes that may load with the chunks naming them rather than with the first screen. */
  let areaPrefixes: string[] = [];
  /** Their areas (`areaOf`): one per prefix, one per section of a `BY_SECTION` prefix. */
  let areaNames: string[] = [];
  let areaNamesReady: Promise<string[]> | undefined;
  /**
   * The areas the loader's lists name: those the portal's code names, not every area of a prefix it names (the pages
   * and portals sections of other portals).
   */
  const lazyAreaNames = (ctx: Rollup.PluginContext): Promise<string[]> => {
    areaNamesReady ??= (async () => {
      const { prefixes: keep, starts } = await names(ctx);
      areaPrefixes = [...keep].filter((p) => !ALWAYS.includes(p)).sort();
      const ids = Object.keys(Object.values(await strings())[0] ?? {});
      const cache = new Map<string, string[]>();
      const named = new Set([...starts].flatMap((start) => areasOfStart(ids, start, cache)));
      areaNames = [...named].filter((area) => !ALWAYS.includes(area)).sort();
      return areaNames;
    })();
    return areaNamesReady;
  };
  return {
    name: 'platform:locale-split',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      messagesFile = resolve(config.root, '../../libs/shared/i18n/src/lib/messages.ts');
      entryFile = resolve(config.root, 'src/main.tsx');
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL) || id.startsWith(VIRTUAL_AREAS) ? `\0${id}` : null;
    },
    async load(id) {
      if (id.startsWith(`\0${VIRTUAL_AREAS}`))
        return areaListSource(id.slice(VIRTUAL_AREAS.length + 1 + 'areas-'.length), [
          ...(await lazyAreaNames(this)),
          START,
        ]);
      if (id.startsWith(`\0${VIRTUAL}`)) {
        const [locale, area] = id.slice(VIRTUAL.length + 1).split('/') as [CatalogueLocale, string?];
        // filled in generateBundle, once the start chunk's ids are known
        if (area === START) return 'export default {};';
        const messages = (await strings())[locale];
        const keep = await kept(this);
        // an area: its labels; a locale's first-screen part: every label this portal can show for now, cut down in
        // generateBundle to what the entry names (only the labels this portal's code can show: issue 13)
        const compiled = Object.fromEntries(
          Object.entries(messages)
            .filter(([key]) => {
              const prefix = key.split('.')[0] ?? '';
              return area ? areaOf(key) === area : keep.has(prefix);
            })
            .map(([key, text]) => [key, parse(text)]),
        );
        return `export default ${JSON.stringify(compiled)};`;
      }
      if (id.split('?')[0] !== messagesFile) return null;
      await lazyAreaNames(this);
      return loaderSource(Object.keys(await strings()));
    },
    async generateBundle(_options, bundle) {
      if (areaPrefixes.length === 0) return;
      const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
      // the entry and what it imports statically: what they name ships with the first screen
      const first = new Set<string>();
      const queue = chunks.filter((c) => c.isEntry).map((c) => c.fileName);
      while (queue.length > 0) {
        const name = queue.pop() ?? '';
        if (first.has(name)) continue;
        first.add(name);
        const chunk = bundle[name];
        if (chunk?.type === 'chunk') queue.push(...chunk.imports);
      }
      const catalogueStrings = await strings();
      const keys = new Set(Object.keys(Object.values(catalogueStrings)[0] ?? {}));
      const named = new RegExp(`['"\`]((?:${areaPrefixes.join('|')})\\.[\\w.-]*)`, 'g');
      const keyList = [...keys];
      const builtCache = new Map<string, string[]>();
      const areasBuilt = (start: string): string[] => areasOfStart(keyList, start, builtCache);
      // whole areas where the code builds ids (`profile.section.${id}`), single ids where it names them whole
      const wholeAreas = new Set<string>(ALWAYS);
      const singleIds = new Set<string>();
      for (const chunk of chunks) {
        if (!first.has(chunk.fileName)) continue;
        for (const m of chunk.code.matchAll(named)) {
          const id = m[1] ?? '';
          if (keys.has(id)) singleIds.add(id);
          else for (const area of areasBuilt(id)) wholeAreas.add(area);
        }
      }
      const keep = new Set([...ALWAYS, ...areaPrefixes]);
      for (const chunk of chunks) {
        const base = chunk.moduleIds.find(
          (m) => m.startsWith(`\0${VIRTUAL}`) && !m.slice(VIRTUAL.length + 1).includes('/'),
        );
        if (!base) continue;
        const locale = base.slice(VIRTUAL.length + 1) as CatalogueLocale;
        const compiled = Object.fromEntries(
          Object.entries(catalogueStrings[locale])
            .filter(([key]) => {
              const prefix = key.split('.')[0] ?? '';
              return keep.has(prefix) && (wholeAreas.has(areaOf(key)) || singleIds.has(key));
            })
            .map(([key, text]) => [key, parse(text)]),
        );
        chunk.code = `export default ${JSON.stringify(compiled)};\n`;
      }
      const lazyPrefixes = new Set(areaPrefixes);
      const lazyAreas = { has: (a: string) => !wholeAreas.has(a) && lazyPrefixes.has(a.split('~')[0] ?? '') };
      if (areaNames.every((a) => wholeAreas.has(a))) return;
      const startIds = new Set<string>();
      for (const chunk of chunks) {
        if (
          first.has(chunk.fileName) ||
          chunk.moduleIds.some((m) => m.startsWith(`\0${VIRTUAL}`) || m.startsWith(`\0${VIRTUAL_AREAS}`))
        )
          continue;
        // the areas of every id it names or builds, less those the first screen brings
        const mentioned = new Set<string>();
        const built = new Set<string>();
        for (const m of chunk.code.matchAll(named)) {
          const id = m[1] ?? '';
          if (keys.has(id)) {
            mentioned.add(id);
            continue;
          }
          for (const area of areasBuilt(id)) if (lazyAreas.has(area)) built.add(area);
        }
        let areas = [
          ...new Set([...built, ...[...mentioned].map(areaOf).filter((a) => lazyAreas.has(a))]),
        ].sort();
        if (chunk.facadeModuleId && START_CHUNK.test(chunk.facadeModuleId)) {
          // the start chunk: the ids it names whole come with the START pseudo-area; only areas whose ids it builds
          // (`resources.${name}`) come whole
          for (const id of mentioned) if (lazyAreas.has(areaOf(id))) startIds.add(id);
          areas = [...[...built].sort(), START];
        }
        if (areas.length === 0) continue;
        const unknown = areas.filter((a) => a !== START && !areaNames.includes(a));
        if (unknown.length > 0)
          throw new Error(
            `locale split: ${chunk.fileName} names areas the source scan did not find (${unknown.join(', ')})`,
          );
        // before the chunk runs (and so before the router shows its page), its labels are there
        chunk.code = `await globalThis.${AREAS_HOOK}?.(${JSON.stringify(areas)});\n${chunk.code}`;
      }
      for (const chunk of chunks) {
        const start = chunk.moduleIds.find((m) => m.startsWith(`\0${VIRTUAL}`) && m.endsWith(`/${START}`));
        if (!start) continue;
        if (chunk.moduleIds.length !== 1)
          throw new Error(
            `locale split: the ${START} labels share a chunk with other modules (${chunk.fileName})`,
          );
        const locale = start.slice(VIRTUAL.length + 1).split('/')[0] as CatalogueLocale;
        const compiled = Object.fromEntries(
          Object.entries(catalogueStrings[locale])
            .filter(([key]) => startIds.has(key))
            .map(([key, text]) => [key, parse(text)]),
        );
        chunk.code = `export default ${JSON.stringify(compiled)};\n`;
      }
    },
  };
}
