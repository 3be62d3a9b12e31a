import { createServer } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { type GatewayConfig, loadConfig } from '../config';
import type { Db } from '../db/client';
import { freshTestDatabase } from '../test/test-database';
import { migrate } from '../db/migrate';
import { HttpError } from '../platform/errors';
import { createIdentity, type Identity } from './index';
import { hashPassword } from './password';

/**
 * Test support for the identity service alone (no routes of the rest of the gateway): a fresh, migrated database
 * per test file — in-memory PGlite, or a new database on TEST_DATABASE_URL, dropped afterwards — a few users, and
 * a listening Fastify with the provider mounted plus `GET /me` answering through `identity.authenticate`.
 */
export async function freshIdentityDb(): Promise<{ db: Db; drop(): Promise<void> }> {
  return freshTestDatabase('identity_test');
}

export const PASSWORD = 'Demo1234';
export const PERMISSION = 'users.read';

/** admin (system user with a role granting PERMISSION), youth, and spare users for destructive tests. */
export async function seedUsers(db: Db): Promise<Record<string, number>> {
  const hash = await hashPassword(PASSWORD);
  const role = await db.query<{ id: number }>(
    `insert into roles (key, title) values ('id_test_admin', 'Admin') returning id`,
  );
  const perm = await db.query<{ id: number }>(
    `insert into permissions (key, uri, method, module) values ($1, '/private/users', 'GET', 'users') returning id`,
    [PERMISSION],
  );
  await db.query('insert into role_permissions (role_id, permission_id) values ($1, $2)', [
    role.rows[0]?.id,
    perm.rows[0]?.id,
  ]);
  const ids: Record<string, number> = {};
  const users: [string, number, number | null, string][] = [
    ['admin', 1, role.rows[0]?.id ?? null, 'Platform Administrator'],
    ['youth', 3, null, 'Learner'],
    ['trainer', 2, null, 'Trainer'],
    ['leaver', 3, null, 'Learner'],
    ['target', 3, null, 'Learner'],
  ];
  for (const [username, type, roleId, designation] of users) {
    const r = await db.query<{ id: number }>(
      `insert into users (username, password_hash, full_name, full_name_en, designation, email, user_type_code, role_id)
       values ($1, $2, $3, $3, $4, $5, $6, $7) returning id`,
      [username, hash, `${username} user`, designation, `${username}@example.test`, type, roleId],
    );
    ids[username] = r.rows[0]?.id ?? 0;
  }
  return ids;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => resolve(port));
    });
  });

export interface IdentityServer {
  app: FastifyInstance;
  db: Db;
  identity: Identity;
  config: GatewayConfig;
  base: string;
  users: Record<string, number>;
  close(): Promise<void>;
}

export async function startIdentityServer(): Promise<IdentityServer> {
  const { db, drop } = await freshIdentityDb();
  await migrate(db);
  const users = await seedUsers(db);
  const port = await freePort();
  const config = loadConfig({
    API_KEYS: 'test-api-key-0123456789',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory',
    PORT: String(port),
    GATEWAY_URL: `http://localhost:${port}`,
  });
  const app = Fastify({ logger: false });
  const identity = await createIdentity({ db, config, log: app.log });
  app.setErrorHandler((error, _req, reply) =>
    error instanceof HttpError
      ? reply.code(error.statusCode).send({ message: error.message })
      : reply.code(500).send({ message: 'internal' }),
  );
  await identity.register(app);
  app.get('/me', async (req) => {
    const user = await identity.authenticate(req);
    return { ...user, permissions: [...user.permissions] };
  });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    db,
    identity,
    config,
    base: config.publicUrl,
    users,
    async close() {
      await app.close();
      await identity.close();
      await drop();
    },
  };
}
