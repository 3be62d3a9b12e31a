import { resolve } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import type { CatalogueLocale } from '../../catalogue/index.ts';
import { loadStringCatalogue, type StringCatalogue } from './load-catalogue.ts';

const VIRTUAL = 'virtual:platform-messages/';

/**
 * Build-time only (imported by the portals' vite.config.ts, never by browser code): each locale's messages become
 * their own chunk, precompiled to ICU AST, and `../messages.ts` is swapped for a loader that `import()`s the one
 * the page shows. The first screen then carries one language instead of two (quality anchors B3.4). Runs next to
 * `tools/vite/precompiled-catalogue.ts`, which keeps the ICU parser out of the bundles.
 */
export function localeSplit(): Plugin {
  let messagesFile = '';
  let catalogue: Promise<StringCatalogue> | undefined;
  return {
    name: 'platform:locale-split',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      messagesFile = resolve(config.root, '../../libs/shared/i18n/src/lib/messages.ts');
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? `\0${id}` : null;
    },
    async load(id) {
      if (id.startsWith(`\0${VIRTUAL}`)) {
        catalogue ??= loadStringCatalogue();
        const locale = id.slice(VIRTUAL.length + 1) as CatalogueLocale;
        const compiled = Object.fromEntries(
          Object.entries((await catalogue)[locale]).map(([key, text]) => [key, parse(text)]),
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
