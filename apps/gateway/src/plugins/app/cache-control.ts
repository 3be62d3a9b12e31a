import type { FastifyInstance } from 'fastify';
import { USER_AREA } from '../../lib/envelope';

/** Answers of the signed-in areas are per user: no browser or proxy may keep them. */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if (USER_AREA.test(req.url)) reply.header('cache-control', 'no-store');
    return payload;
  });
}
