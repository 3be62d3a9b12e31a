import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** Visitors and senders are recorded by a salted hash of their address, never the address itself. */
export const clientHash = (req: FastifyRequest) =>
  createHash('sha256').update(`platform:${req.ip}`).digest('hex').slice(0, 32);
