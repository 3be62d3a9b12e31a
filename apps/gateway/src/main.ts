import { buildApp } from './app';
import { ConfigError, type GatewayConfig, loadConfig } from './config';
import { openDb } from './db/client';
import { closeOverdueAttempts } from './domains/assessments';
import { dispatchDueJobAlerts, jobAlertPortal } from './domains/job-alerts/job-live-events';
import { migrate } from './db/migrate';
import { seed } from './db/seed';
import { startNotificationWorker } from './domains/notifications/worker';
import { startJobQueue } from './platform/queue';
import { createChannelPort } from './domains/notifications/channels';

/** Demo mode reachable from the network: say what anyone who can reach it can do (issue 10, finding 4). */
export const DEMO_EXPOSED_WARNING = (host: string) => `
  ************************************************************************************************
  WARNING: demo mode is listening on ${host}, reachable from the network (HOST is set).
  Anyone who can reach this machine can read every e-mail and SMS code at /dev/outbox, sign in as
  admin with the demo password Demo1234, and take jobs live with any PIN in the sandbox wallet.
  Use PLATFORM_MODE=production for anything but a local demo, or unset HOST to listen on loopback.
  ************************************************************************************************
`;

function configOrExit(): GatewayConfig {
  try {
    return loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(`gateway: invalid configuration: ${e.message}`);
      process.exit(1);
    }
    throw e;
  }
}

async function main() {
  const config = configOrExit();
  const db = await openDb({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    dataDir: config.dataDir,
  });
  await migrate(db);
  await seed(db, config);
  const channels = createChannelPort({
    db,
    mode: config.mode,
    smtpUrl: config.smtpUrl,
    from: config.contactEmail,
  });
  // pg-boss shares the database (its own schema `pgboss`); errors before the app logger exists go to stderr
  const queue = await startJobQueue({
    db,
    databaseUrl: config.databaseUrl,
    log: { error: (o, m) => console.error(`gateway: ${m}`, o) },
  });
  const app = await buildApp({ config, db, channels, queue: queue.outbox });
  const stopWorker = config.runWorker
    ? await startNotificationWorker(queue, db, channels, app.log, () =>
        // job alerts whose day has come, and exam attempts whose deadline passed (closed and marked, ADR 0070)
        Promise.all([
          dispatchDueJobAlerts(db, jobAlertPortal(config)),
          closeOverdueAttempts(db, app.services.notifier),
        ]),
      )
    : async () => undefined;
  await app.listen({ port: config.port, host: config.host });
  if (config.demoExposed) console.warn(DEMO_EXPOSED_WARNING(config.host));
  app.log.info(`gateway ready on ${config.publicUrl} (${db.kind}, ${config.mode} mode)`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await stopWorker();
      await queue.stop();
      await db.close();
      process.exit(0);
    } catch (e) {
      console.error(e);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

void main().catch((e: unknown) => {
  console.error('gateway: failed to start', e);
  process.exit(1);
});
