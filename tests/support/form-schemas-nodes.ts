import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createScratchSchema } from './scratch-schemas';
import { freePort, runServer, type ServerProcess, until, urlWithSchema } from './server-process';
import { ADMIN_PASSWORD } from './test-server';

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** Two real server processes on one scratch PostgreSQL schema, signed in as the seeded admin. */
export interface TwoNodes {
  /** When each process was started (ms since the epoch): no timer of it can have fired earlier. */
  startedAt: number[];
  /** Each node's address, `http://127.0.0.1:<port>`. */
  baseUrls: string[];
  tokens: string[];
  call<T>(node: number, method: string, route: string, body?: unknown): Promise<Envelope<T>>;
  /** A raw GET on one node: its status and body text. */
  fetchText(node: number, route: string): Promise<{ status: number; text: string }>;
  /** Polls `read` until it gives a value, a node not listening yet being no answer yet. */
  untilAnswered<T>(what: string, read: () => Promise<T | undefined>, limitMs?: number): Promise<T>;
  stop(): Promise<void>;
}

/** Starts two nodes with `env` over the usual variables, once the schema is migrated and seeded. */
export async function startTwoNodes(postgresUrl: string, env: Record<string, string>): Promise<TwoNodes> {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-publish-node-'));
    dirs.push(dir);
    return dir;
  };
  const schema = await createScratchSchema(postgresUrl);
  // Migrated and seeded first, so that the two nodes do not both seed at once.
  const setup = await buildApp(
    { ...loadConfig({ DATA_DIR: dataDir(), ADMIN_PASSWORD, LOG_LEVEL: 'silent' }), webRoot: dataDir() },
    { database: { kind: 'postgres', url: postgresUrl, searchPath: schema }, announce: () => {} },
  );
  await setup.close();
  const ports = [await freePort(), await freePort()];
  const startedAt: number[] = [];
  const nodes: ServerProcess[] = ports.map((port) => {
    startedAt.push(Date.now());
    return runServer({
      DATABASE_URL: urlWithSchema(postgresUrl, schema),
      DATA_DIR: dataDir(),
      ADMIN_PASSWORD,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      JOB_SCHEDULES: 'false',
      REDIS_URL: '',
      ...env,
    });
  });
  const tokens: string[] = [];
  const call = async <T>(node: number, method: string, route: string, body?: unknown) => {
    const token = tokens[node];
    const answer = await fetch(`http://127.0.0.1:${ports[node]}${route}`, {
      method,
      headers: { ...(token ? { token } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await answer.json()) as Envelope<T>;
  };
  const untilAnswered = <T>(what: string, read: () => Promise<T | undefined>, limitMs?: number) =>
    until(what, () => read().catch(() => undefined), limitMs);
  const stop = async () => {
    await Promise.all(nodes.map((node) => node.stop()));
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (const node of [0, 1]) {
      tokens[node] = await untilAnswered('the node to sign in', async () => {
        const answer = await call<{ token: string }>(node, 'POST', '/account/web/login', {
          accountName: 'admin',
          password: ADMIN_PASSWORD,
        });
        return answer.code === 200 ? answer.data.token : undefined;
      });
    }
  } catch (error) {
    const outputs = nodes.map((node, index) => `node ${index}:\n${node.output().slice(-2000)}`).join('\n');
    await stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${outputs}`);
  }
  const fetchText = async (node: number, route: string) => {
    const answer = await fetch(`http://127.0.0.1:${ports[node]}${route}`);
    return { status: answer.status, text: await answer.text() };
  };
  const baseUrls = ports.map((port) => `http://127.0.0.1:${port}`);
  return { startedAt, baseUrls, tokens, call, fetchText, untilAnswered, stop };
}
