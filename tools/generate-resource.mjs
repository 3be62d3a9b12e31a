#!/usr/bin/env node
// Scaffolds one admin resource of the generic engine (ADR 0040):
//   - the definition       libs/shared/resources/src/lib/definitions/<kebab-name>.ts, listed in RESOURCES and in
//                          RESOURCE_INDEX (resource-index.ts, what the admin menu and route table read);
//   - the table            apps/gateway/src/db/migrations/<next>_<name>.sql;
//   - the labels           resource name and field labels in libs/shared/i18n/src/catalogue/resources.ts (en + bn).
// The parameterised component suite and the gateway tests iterate RESOURCES, so the new resource is tested as soon
// as it is listed there; run them after filling in real Bengali labels.
//
// Usage:
//   node tools/generate-resource.mjs <name> --title-en "Blood groups" --title-bn "রক্তের গ্রুপ" [--group skills]
//        [--field "code:text:required:unique@Code|কোড"] [--field "district_id:reference=districts@District|জেলা"]
//        [--lookup] [--root <dir>]
// <name> is snake_case and plural (blood_groups). Every resource gets title / title_en and row_status.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const KINDS = ['text', 'multiline', 'number', 'boolean', 'date', 'reference'];

function fail(message) {
  console.error(`generate-resource: ${message}`);
  process.exit(1);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'title-en': { type: 'string' },
    'title-bn': { type: 'string' },
    group: { type: 'string', default: 'organizations' },
    field: { type: 'string', multiple: true, default: [] },
    lookup: { type: 'boolean', default: false },
    root: { type: 'string', default: resolve(import.meta.dirname, '..') },
  },
});

const name = positionals[0];
if (!name || !/^[a-z][a-z0-9]*(_[a-z0-9]+)*s$/.test(name))
  fail('give the resource name in snake_case plural, e.g. blood_groups');
if (!values['title-en'] || !values['title-bn'])
  fail('--title-en and --title-bn are required (every label exists in English and Bengali)');
const root = values.root;
const kebab = name.replace(/_/g, '-');
const camel = name.replace(/_([a-z0-9])/g, (_m, c) => c.toUpperCase());
const singular = name.replace(/ies$/, 'y').replace(/s$/, '');

/** `code:text:required:unique`, `district_id:reference=districts`. */
const fields = values.field.map((spec) => {
  const [shape = '', labels = ''] = spec.split('@');
  const [labelEn, labelBn] = labels.split('|').map((l) => l.trim());
  if (!labelEn || !labelBn) fail(`give the field's English and Bengali label: "${shape}@English|বাংলা"`);
  const [fieldName, kindSpec = 'text', ...flags] = shape.split(':');
  const [kind, target] = kindSpec.split('=');
  if (!/^[a-z][a-z0-9_]*$/.test(fieldName ?? '')) fail(`bad field name in "${spec}"`);
  if (!KINDS.includes(kind)) fail(`field kind must be one of ${KINDS.join(', ')} (in "${spec}")`);
  if (kind === 'reference' && !target)
    fail(`a reference names its resource: ${fieldName}:reference=<resource>`);
  return {
    name: fieldName,
    kind,
    target,
    labelEn,
    labelBn,
    required: flags.includes('required'),
    unique: flags.includes('unique'),
  };
});

const definitionsDir = join(root, 'libs/shared/resources/src/lib/definitions');
const definitionFile = join(definitionsDir, `${kebab}.ts`);
if (existsSync(definitionFile)) fail(`${definitionFile} exists already`);

// --- definition -------------------------------------------------------------------------------------------------
const fieldLine = (f) => {
  const parts = [`name: '${f.name}'`, `kind: '${f.kind}'`];
  if (f.kind === 'reference') parts.push(`resource: '${f.target}'`);
  if (f.kind === 'text') parts.push('max: 300');
  if (f.required) parts.push('required: true');
  if (f.unique) parts.push('unique: true');
  parts.push('list: true');
  if (f.kind === 'text') parts.push('search: true', 'sort: true');
  if (f.kind === 'reference' || f.kind === 'boolean') parts.push('filter: true');
  return `    { ${parts.join(', ')} },`;
};
writeFileSync(
  definitionFile,
  `import { bilingualTitle, defineResource, rowStatusField } from '../define';

/** ${values['title-en']}. */
export const ${camel} = defineResource({
  name: '${name}',
  permissionKey: '${singular}',
  segment: '${kebab}',
  table: '${name}',
  menuGroup: '${values.group}',
  fields: [
    ...bilingualTitle(),
${fields.map(fieldLine).join('\n')}${fields.length ? '\n' : ''}    rowStatusField,
  ],
  defaultSort: { field: 'title_en', direction: 'asc' },${values.lookup ? `\n  lookup: { segment: '${kebab}' },` : ''}
  importable: true,
  bulkDelete: true,
});
`,
);

const indexFile = join(definitionsDir, 'index.ts');
let index = readFileSync(indexFile, 'utf8');
const registryEnd = index.indexOf('} as const satisfies Record<string, ResourceDef>');
if (registryEnd === -1) fail('RESOURCES not found in definitions/index.ts');
index = `${index.slice(0, registryEnd)}  ${name}: ${camel},\n${index.slice(registryEnd)}`;
index = index.replace(
  /(\nexport \* from '\.\/[^']+';\n)(?![\s\S]*\nexport \* from)/,
  `$1export * from './${kebab}';\n`,
);
index = index.replace(
  /^(import type \{ ResourceDef \} from '\.\.\/types';\n)/,
  `$1import { ${camel} } from './${kebab}';\n`,
);
writeFileSync(indexFile, index);

// the admin's menu and route table read the light index, not the definitions (ADR 0006 r7)
const resourceIndexFile = join(definitionsDir, '..', 'resource-index.ts');
const resourceIndex = readFileSync(resourceIndexFile, 'utf8');
const indexEnd = resourceIndex.lastIndexOf('];');
if (indexEnd === -1) fail('RESOURCE_INDEX not found in resource-index.ts');
writeFileSync(
  resourceIndexFile,
  `${resourceIndex.slice(0, indexEnd)}  entry('${name}', '${kebab}', '${singular}', '${values.group}', 'resources.${name}.title', 'resources.groups.${values.group}'),\n${resourceIndex.slice(indexEnd)}`,
);

// --- migration --------------------------------------------------------------------------------------------------
const migrationsDir = join(root, 'apps/gateway/src/db/migrations');
const numbers = readdirSync(migrationsDir)
  .map((f) => /^(\d{3})_/.exec(f)?.[1])
  .filter(Boolean)
  .map(Number);
const next = String(Math.max(0, ...numbers) + 1).padStart(3, '0');
const column = (f) => {
  const type = {
    text: 'text',
    multiline: 'text',
    number: 'numeric',
    boolean: 'boolean',
    date: 'date',
    reference: 'bigint',
  }[f.kind];
  const ref = f.kind === 'reference' ? ` references ${f.target}(id)` : '';
  return `  ${f.name} ${type}${f.required ? ' not null' : ''}${ref},`;
};
const uniqueIndexes = ['title', 'title_en', ...fields.filter((f) => f.unique).map((f) => f.name)]
  .map((c) => `create unique index ${name}_${c}_unique on ${name} (lower(${c})) where deleted_at is null;`)
  .join('\n');
const refIndexes = fields
  .filter((f) => f.kind === 'reference')
  .map((f) => `create index ${name}_${f.name} on ${name} (${f.name});`)
  .join('\n');
const migrationFile = join(migrationsDir, `${next}_${name}.sql`);
writeFileSync(
  migrationFile,
  `-- ${values['title-en']} (generated by tools/generate-resource.mjs; columns = the definition's fields).
create table ${name} (
  id bigserial primary key,
  title text not null,
  title_en text,
${fields.map(column).join('\n')}${fields.length ? '\n' : ''}  row_status smallint not null default 1,
  created_by bigint,
  updated_by bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
${uniqueIndexes}
${refIndexes ? `${refIndexes}\n` : ''}`,
);

// --- labels -----------------------------------------------------------------------------------------------------
const catalogueFile = join(root, 'libs/shared/i18n/src/catalogue/resources.ts');
const catalogue = readFileSync(catalogueFile, 'utf8');
const anchor = "    'resources.skills.title':";
const blocks = catalogue.split(anchor);
if (blocks.length !== 3)
  fail(`expected the anchor ${anchor} once in the English and once in the Bengali block`);
const quote = (s) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const entries = (title, fieldText) =>
  [
    `    'resources.${name}.title': ${quote(title)},`,
    ...fields.map((f) => `    'resources.${name}.fields.${f.name}': ${quote(fieldText(f))},`),
  ].join('\n');
const en = entries(values['title-en'], (f) => f.labelEn);
const bn = entries(values['title-bn'], (f) => f.labelBn);
writeFileSync(catalogueFile, `${blocks[0]}${en}\n${anchor}${blocks[1]}${bn}\n${anchor}${blocks[2]}`);

console.log(`created ${definitionFile}
created ${migrationFile}
updated ${indexFile} (RESOURCES.${name})
updated ${resourceIndexFile} (RESOURCE_INDEX)
updated ${catalogueFile} (en + bn)
next: review the definition's flags, then run the resource suites:
  vitest run --project resource-crud --project resources --project gateway`);
