import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';

/** The stub's client: any client id with this secret gets a token (demo mode only; ADR 0086). */
export const STUB_CLIENT_SECRET = 'stub-secret';

/**
 * Demo mode only (never registered in production): a vendor's OAuth token address to try "test connection" against
 * without a real vendor — `POST /dev/vendor-token` answers a client-credentials request with a token for the secret
 * STUB_CLIENT_SECRET and 401 `invalid_client` for any other.
 */
export function registerDevTokenStubRoutes(app: FastifyInstance): void {
  void app.register(async (scope) => {
    await scope.register(formbody);
    scope.post<{ Body: Record<string, string> | undefined }>('/dev/vendor-token', async (req, reply) => {
      const body = req.body ?? {};
      reply.header('cache-control', 'no-store');
      if (
        body.grant_type !== 'client_credentials' ||
        body.client_secret !== STUB_CLIENT_SECRET ||
        !body.client_id
      )
        return reply.code(401).send({ error: 'invalid_client' });
      return {
        access_token: `stub-access-${Date.now().toString(36)}`,
        token_type: 'Bearer',
        expires_in: 3600,
        refresh_token: `stub-refresh-${Date.now().toString(36)}`,
      };
    });
  });
}
