import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig, type Config } from './config';
import { composeApp } from './compose';
import { StartAborted } from './platform/lifecycle/abortable';
import { armExitWatchdog } from './platform/lifecycle/exit-watchdog';
import { SHUTDOWN } from './platform/lifecycle/shutdown-budget';
import { keepYoungGenerationSmall } from './platform/runtime/young-generation';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * In a terminal the log is read by a person, so it is printed as readable lines; anywhere else
 * (a container, a file, a log collector) it stays one JSON object per line.
 */
function loggerFor(config: Config) {
  if (!process.stdout.isTTY) return undefined;
  return {
    level: config.logLevel,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
    },
  };
}

/**
 * Stops taking work, lets requests in flight finish (their connections are closed once
 * SHUTDOWN.requestsMs has passed), and closes everything the app opened, the database last.
 */
async function closeApp(app: FastifyInstance): Promise<void> {
  const cut = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN.requestsMs);
  cut.unref();
  await app.close();
  clearTimeout(cut);
}

async function main() {
  keepYoungGenerationSmall();
  const config = readConfig();
  const logger = loggerFor(config);
  // Signals are heard from the first moment, so a server stopped while it creates its database
  // or seeds demo content stops there, writing nothing half-way.
  const stopping = new AbortController();
  let app: FastifyInstance | undefined;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping.signal.aborted) return;
    stopping.abort();
    armExitWatchdog(SHUTDOWN.totalMs);
    if (!app) return; // composeApp notices, closes what it opened and throws StartAborted.
    app.log.info({ signal }, 'shutting down');
    closeApp(app).then(
      () => process.exit(0),
      (error: unknown) => {
        app?.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  try {
    app = await composeApp(config, { ...(logger && { logger }), signal: stopping.signal });
  } catch (error) {
    if (error instanceof StartAborted) process.exit(0);
    throw error;
  }
  if (stopping.signal.aborted) {
    await closeApp(app);
    process.exit(0);
  }
  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Irreplaceable is running at ${config.publicUrl}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
