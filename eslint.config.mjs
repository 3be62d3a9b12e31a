import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

const scopes = ['youth', 'admin', 'recruiter', 'lms', 'assessment'];
/** Packages a `type:util` library must not import (React, MUI and emotion, and the browser-side clients). */
const UI_AND_CLIENT_PACKAGES = [
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  '@mui/*',
  '@emotion/*',
  'react-intl',
  'notistack',
  'swr',
  'swr/*',
  'axios',
  'oidc-client-ts',
];

export default [
  {
    ignores: [
      '**/dist',
      '**/node_modules',
      '**/test-results',
      '**/playwright-report',
      '.nx',
      'data/**',
      'tmp/**',
    ],
  },
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  reactHooks.configs.flat.recommended,
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mjs'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mui/material',
              message: 'Use path imports (@mui/material/Button) to keep dev builds fast.',
            },
            { name: '@mui/icons-material', message: 'Use path imports (@mui/icons-material/Menu).' },
          ],
        },
      ],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            ...scopes.map((s) => ({
              sourceTag: `scope:${s}`,
              onlyDependOnLibsWithTags: [`scope:${s}`, 'scope:shared'],
            })),
            { sourceTag: 'scope:gateway', onlyDependOnLibsWithTags: ['scope:gateway', 'scope:shared'] },
            { sourceTag: 'type:server', onlyDependOnLibsWithTags: ['type:util'] },
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: [
                'type:feature',
                'type:data-access',
                'type:ui',
                'type:util',
                'type:test',
              ],
            },
            {
              sourceTag: 'type:feature',
              onlyDependOnLibsWithTags: ['type:data-access', 'type:ui', 'type:util', 'type:test'],
            },
            { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
            {
              // util libraries are plain TypeScript, safe in the gateway and in Node tools: no React, no UI kit,
              // no network or identity client (the React side of i18n lives in @platform/ui)
              sourceTag: 'type:util',
              onlyDependOnLibsWithTags: ['type:util'],
              bannedExternalImports: UI_AND_CLIENT_PACKAGES,
            },
            {
              sourceTag: 'type:test',
              onlyDependOnLibsWithTags: ['type:feature', 'type:data-access', 'type:ui', 'type:util'],
            },
          ],
        },
      ],
    },
  },
  {
    // ui never talks to the network or the identity provider
    files: ['libs/shared/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: ['axios', 'swr', 'oidc-client-ts', '@mui/material', '@mui/icons-material'] },
      ],
    },
  },
  {
    // a library's test project is tooling, not library code: it takes the shared component setup from tools/vitest
    files: ['libs/*/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
];
