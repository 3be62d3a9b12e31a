import type { FastifyInstance } from 'fastify';
import { isUserArea } from '../../areas';

/** Answers of the signed-in areas are per user: no browser or proxy may keep them. */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if (isUserArea(req)) reply.header('cache-control', 'no-store');
    return payload;
  });
}
