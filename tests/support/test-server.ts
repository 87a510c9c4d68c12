import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '../../contract/envelope';
import { type AppOptions, buildApp } from '../../server/app';
import { loadConfig, type ServerConfig } from '../../server/config';
import type { DatabaseTarget } from '../../server/db/database';
import type { TestDatabase } from './databases';
import { createScratchSchema } from './scratch-schemas';

export const ADMIN_PASSWORD = 'Console#2024';

export interface ApiAnswer<T = unknown> {
  status: number;
  body: Envelope<T>;
}

export interface TestServer {
  app: FastifyInstance;
  config: ServerConfig;
  /** A token of the seeded `admin` account (super-admin role). */
  adminToken: string;
  call<T = unknown>(method: string, url: string, options?: CallOptions): Promise<ApiAnswer<T>>;
  signIn(accountName: string, password: string): Promise<string>;
  /**
   * Closes the server as a console restarting does (its data kept), runs `meanwhile`, and
   * starts it again on the same data, listening on the same address if it listened;
   * `app` and `adminToken` are the new server's from then on.
   */
  restart(meanwhile?: () => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** A raw body sent as is (malformed JSON, other content types). */
  payload?: string;
  headers?: Record<string, string>;
}

/**
 * The server in-process on a fresh database: a temporary DATA_DIR for SQLite, or a
 * scratch schema `t_<run>_<random>` on the PostgreSQL server, dropped when the run ends.
 */
export async function startTestServer(
  database: TestDatabase,
  env: Record<string, string> = {},
  options: AppOptions = {},
  configChanges: Partial<ServerConfig> = {},
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-test-'));
  // No built browser app unless a test brings one: the API alone is under test.
  const config: ServerConfig = {
    // Jobs fire only where a test asks (JOB_SCHEDULES): a nightly purge must not take a suite's rows.
    ...loadConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD, LOG_LEVEL: 'silent', JOB_SCHEDULES: 'false', ...env }),
    webRoot: path.join(dataDir, 'no-web-build'),
    ...configChanges,
  };
  let target: DatabaseTarget = config.database;
  if (database.kind === 'postgres' && database.url) {
    target = { kind: 'postgres', url: database.url, searchPath: await createScratchSchema(database.url) };
  }

  const start = async () => {
    const started = await buildApp(config, { database: target, announce: () => {}, ...options });
    await started.ready();
    return started;
  };
  let app = await start();
  const call = async <T>(method: string, url: string, callOptions: CallOptions = {}): Promise<ApiAnswer<T>> => {
    const headers: Record<string, string> = { ...callOptions.headers };
    if (callOptions.token) headers.token = callOptions.token;
    const response = await app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(callOptions.payload !== undefined
        ? { payload: callOptions.payload }
        : callOptions.body !== undefined
          ? { payload: JSON.stringify(callOptions.body), headers: { 'content-type': 'application/json', ...headers } }
          : {}),
    });
    // A route answering a file (a workbook, a photo) has no envelope: its status stands for the code.
    const isJson = String(response.headers['content-type'] ?? '').includes('json');
    const body = isJson ? response.json() : { code: response.statusCode, msg: '', data: response.rawPayload };
    return { status: response.statusCode, body: body as Envelope<T> };
  };
  const signIn = async (accountName: string, password: string) => {
    const answer = await call<{ token: string }>('POST', '/account/web/login', { body: { accountName, password } });
    if (answer.body.code !== 200) throw new Error(`Sign-in of ${accountName} failed: ${JSON.stringify(answer.body)}`);
    return answer.body.data.token;
  };
  let adminToken = await signIn('admin', ADMIN_PASSWORD);
  const restart = async (meanwhile: () => Promise<void> = async () => {}) => {
    const address = app.server.listening ? (app.server.address() as AddressInfo) : undefined;
    await app.close();
    await meanwhile();
    app = await start();
    if (address) await app.listen({ port: address.port, host: address.address });
    adminToken = await signIn('admin', ADMIN_PASSWORD);
  };
  return {
    get app() {
      return app;
    },
    config,
    get adminToken() {
      return adminToken;
    },
    call,
    signIn,
    restart,
    close: async () => {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
