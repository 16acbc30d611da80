// First: keeps the shape of Node's tick records before anything else allocates (decision 1027).
import './lib/tick-shape';
import { createLogger } from './lib/logger';
import { ConfigError, loadConfig } from './config';
import { checkRuntime } from './runtime';
import { DEFAULT_WEB_ROOT, createServer } from './server';

const SHUTDOWN_LIMIT_MS = 10_000;

async function main() {
  let config;
  try {
    checkRuntime();
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Cannot start: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const { logger } = createLogger(config.logLevel);
  const server = await createServer(config, {
    logger,
    webRoot: DEFAULT_WEB_ROOT,
    onAdminPassword: (email, password) => {
      // Printed once, on the start that creates the admin; it is never stored in clear.
      console.log(`\nCreated the first admin: ${email}\nPassword (shown only now): ${password}\n`);
    },
  });
  if (!config.smtpUrl)
    logger.warn('SMTP_URL is not set: mails are written to the log and kept in the outbox table');
  try {
    await server.app.listen({ port: config.port, host: '0.0.0.0' });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EADDRINUSE' && code !== 'EACCES') throw error;
    // The operator reads which variable to change, not Node's words for it.
    console.error(
      code === 'EADDRINUSE'
        ? `Cannot start: PORT: ${config.port} is already in use by another program`
        : `Cannot start: PORT: this user may not listen on port ${config.port}`,
    );
    process.exit(1);
  }
  logger.info(`DotTrip is ready at ${config.appUrl}`);

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    setTimeout(() => {
      logger.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('Cannot start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
