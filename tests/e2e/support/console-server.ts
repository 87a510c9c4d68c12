import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';

export const ROOT = join(import.meta.dirname, '../../..');
export const ADMIN_PASSWORD = 'Console#E2e1';

export interface ConsoleServer {
  app: FastifyInstance;
  url: string;
  /** The server's DATA_DIR: its outbox holds the SMS and mail it sent. */
  dataDir: string;
  stop(): Promise<void>;
}

/** The real server with the built browser app, on an empty SQLite database of its own; `env` adds variables. */
export async function startConsoleServer(env: Record<string, string> = {}): Promise<ConsoleServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'console-e2e-'));
  const config = loadConfig(
    {
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      PORT: '8080',
      HOST: '127.0.0.1',
      JOB_SCHEDULES: 'false',
      ...env,
    },
    ROOT,
  );
  const app = await buildApp(config, { announce: () => {} });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    url,
    dataDir,
    stop: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
