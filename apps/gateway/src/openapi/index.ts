import { endpoints } from '@platform/contract';
import { resourceEngineRoutes } from './resources';

/**
 * OpenAPI 3.1 description generated from the contract and the resource engine's definitions: every route with its
 * method, area and permission key.
 */
export function buildOpenApi(serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, ep] of [...Object.entries(endpoints), ...resourceEngineRoutes()]) {
    const path = ep.path.replace(/:(\w+)/g, '{$1}');
    const params = [...ep.path.matchAll(/:(\w+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    paths[path] ??= {};
    paths[path][ep.method.toLowerCase()] = {
      operationId: name,
      summary: ep.summary,
      tags: [ep.area],
      'x-permission': ep.permission ?? null,
      ...(params.length ? { parameters: params } : {}),
      security:
        ep.area === 'public' ? [{ apiKey: [] }] : ep.area === 'system' ? [] : [{ apiKey: [], bearer: [] }],
      responses: { '200': { description: ep.list ? 'Paged list envelope' : 'Envelope' } },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'National Youth Skills and Jobs Platform gateway', version: '1.0.0' },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: 'api-key' },
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      },
    },
    paths,
  };
}
