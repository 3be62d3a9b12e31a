import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeIdentity, headers, startGateway, type TestGateway } from '../test/harness';
import { responseCheck } from '../test/response-check';
import { SCHEMAS_FILE } from './generate-schemas';
import { generateContractTypeSchemas } from './type-schemas';

type Json = Record<string, unknown>;
interface Operation {
  operationId: string;
  parameters?: { name: string; in: string; required: boolean; schema: Json }[];
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, Json>;
  'x-schema-source': { body?: string; query?: string };
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
let gw: TestGateway;
let doc: Json & { paths: Record<string, Record<string, Operation>>; components: Json };
let operations: [string, string, Operation][];

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  doc = (await gw.app.inject({ method: 'GET', url: '/openapi.json' })).json();
  operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]): [string, string, Operation] => [path, method, op]),
  );
});
afterAll(async () => gw.close());

/** The object a local `$ref` points at. */
function resolve(ref: string): unknown {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .map((p) => p.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, key) => (node as Json | undefined)?.[key], doc);
}

function refsIn(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) for (const n of node) refsIn(n, out);
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') out.push(value);
      else refsIn(value, out);
    }
  return out;
}

const successOf = (op: Operation) =>
  Object.entries(op.responses).find(([code]) => code.startsWith('2'))?.[1] as
    | { content?: Record<string, { schema?: Json }> }
    | undefined;

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 in structure: unique operation ids, resolvable refs, path parameters, compilable schemas', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    const ids = operations.map(([, , op]) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [path, method, op] of operations) {
      expect(path.startsWith('/'), path).toBe(true);
      const templated = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const declared = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      expect(declared, `${method} ${path}`).toEqual(templated);
      for (const p of op.parameters ?? []) expect(['path', 'query', 'header', 'cookie']).toContain(p.in);
      expect(Object.keys(op.responses).length, `${method} ${path}`).toBeGreaterThan(0);
    }
    for (const ref of new Set(refsIn(doc))) expect(resolve(ref), ref).toBeDefined();
    // every shared schema is valid JSON Schema 2020-12 (what OpenAPI 3.1 uses)
    const ajv = new Ajv2020({ strict: false });
    ajv.addFormat('binary', true);
    ajv.addSchema({ $id: 'doc', components: doc.components });
    const schemas = (doc.components as { schemas: Record<string, Json> }).schemas;
    for (const name of Object.keys(schemas))
      expect(() => ajv.getSchema(`doc#/components/schemas/${name}`), name).not.toThrow();
  });

  it('gives every operation a response schema, and one for its body and query where it takes them', () => {
    const counts = { operations: operations.length, response: 0, body: 0, query: 0, declared: 0 };
    for (const [path, method, op] of operations) {
      const where = `${method.toUpperCase()} ${path} (${op.operationId})`;
      const success = successOf(op);
      const content = success?.content ?? {};
      const schema = content['application/json']?.schema ?? content['application/octet-stream']?.schema;
      expect(schema, where).toBeDefined();
      counts.response++;
      const source = op['x-schema-source'];
      if (source.body) {
        const body = op.requestBody?.content;
        expect(
          body?.['application/json']?.schema ?? body?.['multipart/form-data']?.schema,
          where,
        ).toBeDefined();
        counts.body++;
      }
      if (source.query) {
        expect(
          op.parameters?.some((p) => p.in === 'query'),
          where,
        ).toBe(true);
        counts.query++;
      }
      if (source.body === 'declared' || source.query === 'declared') counts.declared++;
    }
    // bodies: every POST and PUT that reads one (the rest take none: their contract body type is undefined)
    expect(counts.operations).toBeGreaterThan(350);
    expect(counts.body).toBeGreaterThan(100);
    console.info(`openapi: ${JSON.stringify(counts)}`);
  });

  it('documents the refusals of each area with the error envelopes', () => {
    const op = (path: string, method: string) => doc.paths[path]?.[method];
    expect(Object.keys(op('/public/jobs', 'get')?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '401', '422', '429']),
    );
    expect(Object.keys(op('/private/jobs/{id}', 'get')?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '401', '403', '404']),
    );
    expect(resolve('#/components/responses/ValidationFailed')).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ValidationErrorEnvelope' } } },
    });
  });

  it('describes a declared body from its shared yup schema: required fields, lengths, enums', () => {
    const body = doc.paths['/public/contact']?.post?.requestBody?.content['application/json']?.schema;
    expect(body).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['name', 'email', 'subject', 'message']),
      properties: { email: { type: 'string', format: 'email' } },
    });
  });

  it('is generated from the committed contract-schemas.json, which matches the contract (else regenerate)', () => {
    const committed: unknown = JSON.parse(readFileSync(SCHEMAS_FILE, 'utf8'));
    // stale? regenerate with: npx tsx apps/gateway/src/openapi/generate-schemas.ts
    expect(committed, 'contract-schemas.json is stale').toEqual(generateContractTypeSchemas());
  }, 60_000);
});

describe('the answer check of the test harness', () => {
  it('accepts a real answer and refuses one that does not fit its schema', async () => {
    const check = responseCheck(doc);
    const health = (await gw.app.inject({ method: 'GET', url: '/healthz' })).json();
    expect(check.check('GET', '/healthz', 200, health)).toBeNull();
    expect(check.check('GET', '/healthz', 200, { ...health, data: { status: 42 } })).toMatch(/answer/);
    expect(check.check('GET', '/healthz', 200, { data: health.data })).toMatch(/status/);
    // strict: a field the type does not name is a mismatch too
    const leaked = { ...health, data: { ...health.data, password_hash: 'x' } };
    expect(check.check('GET', '/healthz', 200, leaked)).toBeNull();
    expect(responseCheck(doc, { strict: true }).check('GET', '/healthz', 200, leaked)).toMatch(/additional/);
    const refused = { status: { success: false, code: 422, message: 'errors.validation' } };
    expect(check.check('POST', '/public/contact', 422, refused)).toMatch(/errors/);
    expect(
      check.check('POST', '/public/contact', 422, { ...refused, errors: { name: ['validation.required'] } }),
    ).toBeNull();
  });

  it('samples the answers of this file too', async () => {
    await gw.app.inject({ method: 'GET', url: '/public/jobs', headers: headers() });
    expect(gw.answersChecked).toBeGreaterThan(0);
  });
});

describe('the interactive reference at /docs', () => {
  it('is served in demo mode under the page policy: its own script and stylesheet, nothing from elsewhere', async () => {
    const page = await gw.app.inject({ method: 'GET', url: '/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(page.body).toContain('/docs/docs.js');
    expect(page.body).not.toMatch(/https?:\/\//);
    const script = await gw.app.inject({ method: 'GET', url: '/docs/docs.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain("fetch('/openapi.json')");
    expect((await gw.app.inject({ method: 'GET', url: '/docs/docs.css' })).statusCode).toBe(200);
  });

  it('does not exist in production', async () => {
    const prod = await startGateway({
      env: { PLATFORM_MODE: 'production', GATEWAY_URL: 'http://localhost:8080' },
      identity: fakeIdentity,
    });
    try {
      expect((await prod.app.inject({ method: 'GET', url: '/docs' })).statusCode).toBe(404);
      expect((await prod.app.inject({ method: 'GET', url: '/docs/docs.js' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
