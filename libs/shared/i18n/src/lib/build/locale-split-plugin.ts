import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin, Rollup } from 'vite';
import type { CatalogueLocale } from '../../catalogue/index.ts';
import { loadStringCatalogue, type StringCatalogue } from './load-catalogue.ts';

const VIRTUAL = 'virtual:platform-messages/';

/**
 * Build-time only (imported by the portals' vite.config.ts, never by browser code): each locale's messages become
 * their own chunk, precompiled to ICU AST, and `../messages.ts` is swapped for a loader that `import()`s the one
 * the page shows. The first screen then carries one language instead of two (quality anchors B3.4). Runs next to
 * `tools/vite/precompiled-catalogue.ts`, which keeps the ICU parser out of the bundles.
 */
/**
 * Id prefixes (an id's first segment) every portal ships whatever its code names: the answers of the gateway carry
 * ids of these (errors, validation, enums) and the shell's own screens use the rest.
 */
const ALWAYS = [
  'common',
  'errors',
  'validation',
  'enums',
  'shell',
  'pages',
  'portals',
  'i18n',
  'list',
  'auth',
  'ui',
];

const IMPORT_SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

/**
 * The id prefixes a portal's code names, found by walking its source from `entry` through every static and dynamic
 * import Vite resolves (node_modules excluded: no library names our ids). A string, template or quoted prefix
 * `'<prefix>.` anywhere counts (`t(\`profile.section.${id}\`)` names `profile`). The label files themselves are not
 * scanned. Over-inclusion is harmless; a missing prefix would show raw ids, which the e2e journeys check for.
 */
async function prefixesUsed(
  ctx: Rollup.PluginContext,
  entry: string,
  prefixes: readonly string[],
): Promise<Set<string>> {
  const mention = new RegExp(`['"\`](${prefixes.map((p) => p.replace(/[^\w]/g, '')).join('|')})\\.`, 'g');
  const used = new Set<string>(ALWAYS);
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() ?? '';
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.(tsx?|m?js)$/.test(file) || file.includes('/node_modules/') || file.includes('/catalogue/'))
      continue;
    const code = await readFile(file, 'utf8').catch(() => '');
    for (const m of code.matchAll(mention)) if (m[1]) used.add(m[1]);
    for (const m of code.matchAll(IMPORT_SPECIFIER)) {
      const target = m[1] ? await ctx.resolve(m[1], file) : null;
      if (target && !target.external && !target.id.startsWith('\0'))
        queue.push(target.id.split('?')[0] ?? '');
    }
  }
  return used;
}

export function localeSplit(): Plugin {
  let messagesFile = '';
  let entryFile = '';
  let catalogue: Promise<StringCatalogue> | undefined;
  let used: Promise<Set<string>> | undefined;
  return {
    name: 'platform:locale-split',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      messagesFile = resolve(config.root, '../../libs/shared/i18n/src/lib/messages.ts');
      entryFile = resolve(config.root, 'src/main.tsx');
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? `\0${id}` : null;
    },
    async load(id) {
      if (id.startsWith(`\0${VIRTUAL}`)) {
        catalogue ??= loadStringCatalogue();
        const locale = id.slice(VIRTUAL.length + 1) as CatalogueLocale;
        const messages = (await catalogue)[locale];
        // only the labels this portal's code can show (issue 13: the admin's labels are no youth's download)
        const prefixes = [...new Set(Object.keys(messages).map((key) => key.split('.')[0] ?? ''))];
        used ??= prefixesUsed(this, entryFile, prefixes);
        const keep = await used;
        const compiled = Object.fromEntries(
          Object.entries(messages)
            .filter(([key]) => keep.has(key.split('.')[0] ?? ''))
            .map(([key, text]) => [key, parse(text)]),
        );
        return `export default ${JSON.stringify(compiled)};`;
      }
      if (id.split('?')[0] !== messagesFile) return null;
      catalogue ??= loadStringCatalogue();
      const importers = Object.keys(await catalogue).map(
        (locale) => `'${locale}': () => import('${VIRTUAL}${locale}')`,
      );
      return [
        'const loaded = {};',
        `const importers = { ${importers.join(', ')} };`,
        'export function loadedMessages(locale) { return loaded[locale]; }',
        'export function loadMessages(locale) {',
        '  return loaded[locale] ? Promise.resolve(loaded[locale]) : importers[locale]().then((m) => (loaded[locale] = m.default));',
        '}',
      ].join('\n');
    },
  };
}
