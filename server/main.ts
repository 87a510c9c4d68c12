import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, describeConfig, loadConfig, type ServerConfig } from './config';

/** Starts the server on the configured port without building the browser app (`npm start` builds first). */
async function main(): Promise<void> {
  const config = configOrExit();
  const app = await buildApp(config);
  closeOnSignals(app);
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

/** Finishes the requests in flight, then closes the database and the cache. */
function closeOnSignals(app: FastifyInstance): void {
  let closing = false;
  const close = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
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
