import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDb } from './db/client';
import { migrate } from './db/migrate';
import { seed } from './db/seed';
import { localOutboxPort, createChannelPort } from './notifications/channels';
import { startWorker } from './notifications/worker';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(`gateway: invalid configuration: ${e.message}`);
      process.exit(1);
    }
    throw e;
  }
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(db);
  await seed(db, config);
  const channels = createChannelPort({ smtpUrl: config.smtpUrl, from: config.contactEmail, sms: localOutboxPort(db), fallback: localOutboxPort(db) });
  const app = await buildApp({ config, db, channels });
  const stopWorker = config.runWorker ? startWorker(db, channels, app.log) : async () => undefined;
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`gateway ready on ${config.publicUrl} (${db.kind}, ${config.mode} mode)`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    await stopWorker();
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

void main();
