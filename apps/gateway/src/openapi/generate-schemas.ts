import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { generateContractTypeSchemas } from './type-schemas';

/**
 * Writes contract-schemas.json (the JSON Schemas of the contract's types) next to this file:
 * `npx tsx apps/gateway/src/openapi/generate-schemas.ts`. Run it after changing a type of @platform/contract;
 * the gateway test openapi.test.ts fails while the committed file is stale.
 */
export const SCHEMAS_FILE = resolve(import.meta.dirname, 'contract-schemas.json');

export const serialise = (value: unknown) => `${JSON.stringify(value, null, 1)}\n`;

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  writeFileSync(SCHEMAS_FILE, serialise(generateContractTypeSchemas()));
  // in the repository's JSON style, so a regeneration without changes is no diff
  execFileSync('npx', ['biome', 'format', '--write', SCHEMAS_FILE], { stdio: 'inherit' });
  console.log(`wrote ${SCHEMAS_FILE}`);
}
