import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, describeConfig, loadConfig, type ServerConfig } from './config';

/** Starts the server on the configured port without building the browser app (`npm start` builds first). */
async function main(): Promise<void> {
  const config = configOrExit();
  const app = await buildApp(config);
  closeOnSignals(app, config.drainSeconds);
  app.log.info(describeConfig(config), 'configuration');
  await app.listen({ port: config.port, host: config.host });
}

function configOrExit(): ServerConfig {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

/** A shutdown still running after this long (a request that never ends) gives up and exits 1. */
const SHUTDOWN_LIMIT_MS = 30_000;

/**
 * On SIGTERM or SIGINT: drains first when SHUTDOWN_DRAIN_SECONDS is set (`/readyz` answers 503
 * while the node goes on serving, so that the load balancer takes it out of rotation), then
 * stops accepting connections (calls on open ones get 503), finishes the requests in flight,
 * writes the queued API log lines, closes the cache and the database, and exits 0
 * (app.close() and the onClose hooks of server/app.ts).
 */
function closeOnSignals(app: FastifyInstance, drainSeconds: number): void {
  let closing = false;
  const close = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.drain.start();
    app.log.info({ signal, drainSeconds }, 'shutting down');
    if (drainSeconds > 0) await new Promise((resolve) => setTimeout(resolve, drainSeconds * 1000));
    setTimeout(() => {
      app.log.error({ limitMs: SHUTDOWN_LIMIT_MS }, 'shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `The server could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
