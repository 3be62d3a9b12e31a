import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

/*
 * Every JSON answer of a contract route, checked against its OpenAPI response schema (ADR 0014): the harness
 * hooks this into each test gateway, so the whole suite samples the schemas. A mismatch is a bug of the type or
 * of the handler: it is printed at once and fails the file when the gateway closes.
 */

// ajv-formats is CommonJS: its default export arrives as the module object under some loaders
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as typeof addFormatsModule;

type Json = Record<string, unknown>;
const DOC_ID = 'openapi.json';

const pointer = (...parts: string[]) =>
  parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

export interface ResponseCheck {
  /** Null when the answer fits (or no schema applies), else what differs. */
  check(method: string, path: string, statusCode: number, body: unknown): string | null;
  /** How many answers were checked. */
  readonly checked: number;
}

/** The envelope schemas compose with allOf: closing them would refuse their own parts. */
const OPEN = new Set([
  'Envelope',
  'ListEnvelope',
  'SuccessStatus',
  'ErrorEnvelope',
  'ValidationErrorEnvelope',
]);

/** Every object schema that names its properties, closed to others (`additionalProperties: false`). */
function closed(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(closed);
  if (!node || typeof node !== 'object') return node;
  const out = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, closed(v)]));
  if (out.properties && out.additionalProperties === undefined && !out.allOf)
    out.additionalProperties = false;
  return out;
}

/**
 * A checker of answers against one OpenAPI document. `strict`: the contract's shared schemas are closed, so an
 * answer with a field its type does not name (a leaked column) is a mismatch too.
 */
export function responseCheck(doc: Json, options: { strict?: boolean } = {}): ResponseCheck {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  const schemas = ((doc.components as Json | undefined)?.schemas ?? {}) as Record<string, unknown>;
  const shared = options.strict
    ? Object.fromEntries(Object.entries(schemas).map(([k, v]) => [k, OPEN.has(k) ? v : closed(v)]))
    : schemas;
  ajv.addSchema({ ...doc, components: { ...(doc.components as Json), schemas: shared }, $id: DOC_ID });
  const components = (doc.components ?? {}) as { responses?: Record<string, Json> };
  const paths = (doc.paths ?? {}) as Record<string, Record<string, { responses?: Record<string, Json> }>>;
  const compiled = new Map<string, ValidateFunction | null>();
  let checked = 0;

  function validator(method: string, path: string, statusCode: number): ValidateFunction | null {
    const template = path.replace(/:(\w+)/g, '{$1}');
    const key = `${method} ${template} ${statusCode}`;
    if (compiled.has(key)) return compiled.get(key) ?? null;
    const op = paths[template]?.[method.toLowerCase()];
    const code = op?.responses?.[String(statusCode)] ? String(statusCode) : 'default';
    let response = op?.responses?.[code];
    let at = `#/${pointer('paths', template, method.toLowerCase(), 'responses', code)}`;
    const shared = typeof response?.$ref === 'string' ? response.$ref.split('/').pop() : undefined;
    if (shared) {
      response = components.responses?.[shared];
      at = `#/${pointer('components', 'responses', shared)}`;
    }
    const content = (response?.content ?? {}) as Record<string, unknown>;
    const fn = content['application/json']
      ? ajv.compile({ $ref: `${DOC_ID}${at}/content/application~1json/schema` })
      : null;
    compiled.set(key, fn);
    return fn;
  }

  return {
    check(method, path, statusCode, body) {
      const fn = validator(method, path, statusCode);
      if (!fn) return null;
      checked++;
      if (fn(body)) return null;
      return ajv.errorsText(fn.errors, { dataVar: 'answer', separator: '; ' });
    },
    get checked() {
      return checked;
    },
  };
}

export interface AnswerSampling {
  mismatches: string[];
  readonly checked: number;
  /** Reads the app's document (after ready); answers before this are not checked. */
  start(): Promise<void>;
}

/** Hooks the check into a test gateway (before it is ready). */
export function sampleAnswers(app: FastifyInstance): AnswerSampling {
  let checker: ResponseCheck | undefined;
  const mismatches: string[] = [];
  app.addHook('onSend', async (request, reply, payload) => {
    const contract = request.routeOptions.config?.contract;
    const type = String(reply.getHeader('content-type') ?? '');
    // a 304 (a cached answer revalidated, platform/public-cache.ts) has no body to check
    if (
      !checker ||
      !contract ||
      typeof payload !== 'string' ||
      !type.includes('application/json') ||
      reply.statusCode === 304
    )
      return payload;
    const { method, path } = contract.endpoint;
    const problem = checker.check(method, path, reply.statusCode, JSON.parse(payload));
    if (problem) {
      const line = `${method} ${path} ${reply.statusCode}: ${problem} — ${payload.slice(0, 300)}`;
      mismatches.push(line);
      console.error(`response schema mismatch: ${line}`);
    }
    return payload;
  });
  return {
    mismatches,
    get checked() {
      return checker?.checked ?? 0;
    },
    async start() {
      checker = responseCheck((await app.inject({ method: 'GET', url: '/openapi.json' })).json(), {
        // closed: a field the contract's type does not name fails too (OPENAPI_STRICT=0 to look past that)
        strict: process.env.OPENAPI_STRICT !== '0',
      });
    },
  };
}
