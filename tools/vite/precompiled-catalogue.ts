import { resolve } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import {
  loadStringCatalogue,
  type StringCatalogue,
} from '../../libs/shared/i18n/src/lib/build/load-catalogue.ts';

/**
 * Ships the label catalogue to the browser already parsed (ICU message AST), so the ICU parser stays out of the
 * portals' bundles (react-intl formats ASTs directly; `@formatjs/icu-messageformat-parser` is aliased to its
 * `no-parser` build). Production builds only: dev servers and tests keep the plain strings.
 * The gateway (Node, not bundled by Vite) keeps reading the string catalogue and `translate()`.
 */
export function precompiledCatalogue(): Plugin {
  let indexFile = '';
  let catalogue: Promise<StringCatalogue> | undefined;
  return {
    name: 'platform:precompiled-catalogue',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    configResolved(config) {
      indexFile = resolve(config.root, '../../libs/shared/i18n/src/catalogue/index.ts');
    },
    async load(id) {
      if (id.split('?')[0] !== indexFile) return null;
      catalogue ??= loadStringCatalogue();
      const compiled = Object.fromEntries(
        Object.entries(await catalogue).map(([locale, messages]) => [
          locale,
          Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)])),
        ]),
      );
      return [
        `export const catalogue = ${JSON.stringify(compiled)};`,
        'export function defineArea(en, bn) { return { en, bn }; }',
        "export function translate() { throw new Error('translate() is for the gateway; portals format through react-intl'); }",
      ].join('\n');
    },
  };
}
