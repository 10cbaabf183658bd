import { ConfigError, loadConfig, type Config } from './config';
import { composeApp } from './compose';
import { keepYoungGenerationSmall } from './platform/runtime/young-generation';

const SHUTDOWN_GRACE_MS = 10_000;

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

async function main() {
  keepYoungGenerationSmall();
  const config = readConfig();
  const logger = loggerFor(config);
  const app = await composeApp(config, logger ? { logger } : {});
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Irreplaceable is running at ${config.publicUrl}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
