import { type EndpointDef, endpoints, PAGE_SIZE_MAX } from '@platform/contract';
import { RESOURCES, type ResourceDef, resourceEngineEndpoints } from '@platform/resources';
import type { ContractRoute, RequestSchema } from '../platform/endpoint';
import { resourceRoutes } from '../domains/resources';
import generated from './contract-schemas.json' with { type: 'json' };
import { lookupRecordSchema, resourceRecordSchema } from './resource-schemas';
import type { ContractTypeSchemas, EndpointTypeSchemas } from './type-schemas';
import { type JsonSchema, yupToJsonSchema } from './yup-json-schema';

/*
 * The OpenAPI 3.1 document of the gateway (ADR 0014): every route of the contract and of the resource engine with
 * its method, area, permission key, request schemas (the shared yup schemas its registration declares, else the
 * contract's type), its success answer (the envelope around the contract's response type) and its refusals.
 */

const contractTypes = generated as ContractTypeSchemas;
const REF = '#/components/schemas/';
const ref = (name: string) => ({ $ref: `${REF}${name}` });

/** Key of a route in the registry the builder reads: `GET /private/jobs/:id`. */
export const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** The envelope, its list `meta` and the error envelopes every operation refers to. */
const ENVELOPE_SCHEMAS: Record<string, JsonSchema> = {
  ResponseStatus: {
    type: 'object',
    description: '`message` is a message id of the label catalogue, never an English sentence.',
    properties: { success: { type: 'boolean' }, code: { type: 'integer' }, message: { type: 'string' } },
    required: ['success', 'code', 'message'],
  },
  SuccessStatus: {
    allOf: [ref('ResponseStatus'), { type: 'object', properties: { success: { const: true } } }],
  },
  ListMeta: {
    type: 'object',
    properties: {
      current_page: { type: 'integer', minimum: 1 },
      page_size: { type: 'integer', minimum: 1, maximum: PAGE_SIZE_MAX },
      total: { type: 'integer', minimum: 0 },
      total_page: { type: 'integer', minimum: 0 },
    },
    required: ['current_page', 'page_size', 'total', 'total_page'],
  },
  Envelope: {
    type: 'object',
    description: 'A success: `data` as each operation describes it.',
    properties: { data: {}, status: ref('SuccessStatus') },
    required: ['data', 'status'],
  },
  ListEnvelope: {
    type: 'object',
    description: 'A page of a list: `data` is the page, `meta` where it lies.',
    properties: { data: { type: 'array' }, status: ref('SuccessStatus'), meta: ref('ListMeta') },
    required: ['data', 'status', 'meta'],
  },
  FieldErrors: {
    type: 'object',
    description:
      'Field path → message ids (a message with values is the JSON text of `{ id, values }`); `""` holds the errors of the whole body.',
    additionalProperties: { type: 'array', items: { type: 'string' } },
  },
  ErrorEnvelope: {
    type: 'object',
    properties: {
      status: {
        allOf: [ref('ResponseStatus'), { type: 'object', properties: { success: { const: false } } }],
      },
      errors: ref('FieldErrors'),
    },
    required: ['status'],
  },
  ValidationErrorEnvelope: {
    allOf: [ref('ErrorEnvelope'), { type: 'object', required: ['errors'] }],
  },
};

const errorResponse = (description: string, schema = 'ErrorEnvelope') => ({
  description,
  content: { 'application/json': { schema: ref(schema) } },
});

const ERROR_RESPONSES = {
  BadRequest: errorResponse('The body is not a JSON object, or cannot be read (errors.bad_request)'),
  Unauthorized: errorResponse(
    'No valid api-key header (errors.missing_api_key), or — protected and private — no valid bearer token (errors.unauthorized)',
  ),
  Forbidden: errorResponse(
    'The caller lacks the permission key or is not of the right user type (errors.forbidden)',
  ),
  NotFound: errorResponse('No such record in the caller’s reach (errors.not_found)'),
  ValidationFailed: errorResponse(
    'The request failed validation: `errors` maps each field to message ids',
    'ValidationErrorEnvelope',
  ),
  TooManyRequests: errorResponse('Rate limit reached (errors.too_many_requests); see retry-after'),
  Error: errorResponse('Any other refusal (409 conflict, 413, 503 maintenance …) or a 5xx without internals'),
};

/** One operation's input: its request schemas as JSON Schema. */
interface RequestSchemas {
  body?: JsonSchema;
  query?: JsonSchema;
  /** Where the schemas come from: the registration's yup schemas or the contract's types. */
  source: { body?: 'declared' | 'contract-type'; query?: 'declared' | 'contract-type' };
}

function requestSchemas(route: ContractRoute | undefined, types: EndpointTypeSchemas): RequestSchemas {
  const pick = (declared: RequestSchema | undefined, typed: JsonSchema | undefined) =>
    declared
      ? { schema: yupToJsonSchema(declared), source: 'declared' as const }
      : typed
        ? { schema: typed, source: 'contract-type' as const }
        : undefined;
  const body = pick(route?.body ?? route?.documented?.body, types.body);
  const query = pick(route?.query ?? route?.documented?.query, types.query);
  return { body: body?.schema, query: query?.schema, source: { body: body?.source, query: query?.source } };
}

/** The properties of an object schema, following a `$ref` into the generated components. */
function propertiesOf(schema: JsonSchema): { properties: Record<string, JsonSchema>; required: string[] } {
  const target =
    typeof schema.$ref === 'string' ? (contractTypes.schemas[schema.$ref.slice(REF.length)] ?? {}) : schema;
  if (Array.isArray(target.allOf)) {
    const parts = (target.allOf as JsonSchema[]).map(propertiesOf);
    return {
      properties: Object.assign({}, ...parts.map((p) => p.properties)),
      required: parts.flatMap((p) => p.required),
    };
  }
  return {
    properties: (target.properties as Record<string, JsonSchema> | undefined) ?? {},
    required: (target.required as string[] | undefined) ?? [],
  };
}

function parameters(ep: EndpointDef, query: JsonSchema | undefined, types: EndpointTypeSchemas) {
  const paramTypes = types.params ? propertiesOf(types.params).properties : {};
  const path = [...ep.path.matchAll(/:(\w+)/g)].map((m) => {
    const name = m[1] ?? '';
    const typed = paramTypes[name];
    const schema = typed?.type === 'number' ? { type: 'integer', minimum: 1 } : { type: 'string' };
    return { name, in: 'path', required: true, schema };
  });
  const { properties, required } = query ? propertiesOf(query) : { properties: {}, required: [] };
  const paging: Record<string, JsonSchema> = ep.list
    ? {
        page: { type: 'integer', minimum: 1, default: 1 },
        page_size: { type: 'integer', minimum: 1, maximum: PAGE_SIZE_MAX, default: 10 },
      }
    : {};
  const queryParams = Object.entries({ ...paging, ...properties }).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.includes(name),
    schema,
    ...(schema.type === 'array' ? { style: 'form', explode: true } : {}),
  }));
  // a free-form query (`Record<string, string>`): one exploded object parameter
  const target =
    query && typeof query.$ref === 'string' ? contractTypes.schemas[query.$ref.slice(REF.length)] : query;
  if (target?.additionalProperties && !queryParams.length)
    queryParams.push({
      name: 'query',
      in: 'query',
      required: false,
      schema: target,
      style: 'form',
      explode: true,
    });
  return [...path, ...queryParams];
}

const isBinary = (schema: JsonSchema | undefined) => schema?.format === 'binary';

function successResponse(ep: EndpointDef, data: JsonSchema | undefined, name: string) {
  if (name === 'openapi')
    return {
      description: 'This document (not an envelope)',
      content: { 'application/json': { schema: {} } },
    };
  if (isBinary(data))
    return {
      description: 'The bytes (a file or a PDF), not an envelope',
      content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
    };
  const schema = ep.list
    ? {
        allOf: [
          ref('ListEnvelope'),
          { type: 'object', properties: { data: { type: 'array', items: itemOf(data) } } },
        ],
      }
    : { allOf: [ref('Envelope'), { type: 'object', properties: { data: data ?? {} } }] };
  return {
    description: ep.list ? 'A page of the list' : 'Success',
    content: { 'application/json': { schema } },
  };
}

/** The item schema of a list's response type (`T[]`). */
function itemOf(data: JsonSchema | undefined): JsonSchema {
  return data?.type === 'array' && data.items ? (data.items as JsonSchema) : {};
}

/** The refusals an operation documents: from its area, its path and whether it reads input. */
function refusals(ep: EndpointDef, request: RequestSchemas): Record<string, unknown> {
  const r = (name: keyof typeof ERROR_RESPONSES) => ({ $ref: `#/components/responses/${name}` });
  const out: Record<string, unknown> = {};
  if (request.body) out['400'] = r('BadRequest');
  if (ep.area !== 'system') out['401'] = r('Unauthorized');
  if (ep.area === 'private' || ep.area === 'protected') out['403'] = r('Forbidden');
  if (ep.path.includes(':')) out['404'] = r('NotFound');
  if (request.body || request.query) out['422'] = r('ValidationFailed');
  if (ep.area !== 'system') out['429'] = r('TooManyRequests');
  out.default = r('Error');
  return out;
}

interface Operation {
  name: string;
  endpoint: EndpointDef;
  types: EndpointTypeSchemas;
  /** The response type when the contract's is too generic (a resource's own record). */
  data?: JsonSchema;
}

function operations(): Operation[] {
  const out: Operation[] = Object.entries(endpoints).map(([name, endpoint]) => ({
    name,
    endpoint,
    types: contractTypes.endpoints[name] ?? {},
  }));
  const generic = contractTypes.resourceEndpoints;
  for (const def of Object.values(RESOURCES) as ResourceDef[]) {
    const record = resourceRecordSchema(def);
    const lookup = lookupRecordSchema(def);
    const dataOf: Record<string, JsonSchema> = {
      list: { type: 'array', items: record },
      read: record,
      create: record,
      update: record,
      remove: record,
      restore: record,
      lookupList: { type: 'array', items: lookup },
      lookupRead: lookup,
    };
    for (const [action, endpoint] of Object.entries(resourceRoutes(def)))
      if (endpoint)
        out.push({
          name: `${def.name}.${action}`,
          endpoint,
          types: generic[action] ?? {},
          data: dataOf[action],
        });
  }
  for (const [action, endpoint] of Object.entries(resourceEngineEndpoints))
    out.push({ name: `resources.${action}`, endpoint, types: generic[action] ?? {} });
  return out;
}

/**
 * The OpenAPI document. `routes` are the registered routes' declarations (method + path → ContractRoute), so the
 * request schemas are the ones the gateway validates with.
 */
export function buildOpenApi(serverUrl: string, routes: ReadonlyMap<string, ContractRoute> = new Map()) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { name, endpoint: ep, types, data } of operations()) {
    const route = routes.get(routeKey(ep.method, ep.path));
    const request = requestSchemas(route, types);
    const path = ep.path.replace(/:(\w+)/g, '{$1}');
    const params = parameters(ep, request.query, types);
    const successCode = route?.successCode ?? (ep.method === 'POST' ? 201 : 200);
    const multipart = request.body?.['x-form-data'] === true;
    paths[path] ??= {};
    paths[path][ep.method.toLowerCase()] = {
      operationId: name,
      summary: ep.summary,
      tags: [ep.area],
      'x-permission': ep.permission ?? null,
      'x-schema-source': request.source,
      ...(params.length ? { parameters: params } : {}),
      ...(request.body
        ? {
            requestBody: {
              required: true,
              content: multipart
                ? { 'multipart/form-data': { schema: { type: 'object' } } }
                : { 'application/json': { schema: request.body } },
            },
          }
        : {}),
      security:
        ep.area === 'public' ? [{ apiKey: [] }] : ep.area === 'system' ? [] : [{ apiKey: [], bearer: [] }],
      responses: {
        [String(successCode)]: successResponse(ep, data ?? types.response, name),
        ...refusals(ep, request),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'National Youth Skills and Jobs Platform gateway',
      version: '1.0.0',
      description:
        'Every answer is an envelope `{ data, status }` (lists add `meta`); a refusal is `{ status, errors? }` with message ids of the label catalogue.',
    },
    servers: [{ url: serverUrl }],
    tags: [
      { name: 'public', description: 'No sign-in; the api-key header' },
      { name: 'protected', description: 'Any signed-in user (bearer token)' },
      { name: 'private', description: 'Administrative users holding the operation’s permission key' },
      { name: 'system', description: 'Health and this document' },
    ],
    components: {
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: 'api-key' },
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      },
      schemas: { ...contractTypes.schemas, ...ENVELOPE_SCHEMAS },
      responses: ERROR_RESPONSES,
    },
    paths,
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApi>;
