import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../contract/envelope';
import { Code } from '../../contract/errors';
import { databases } from '../support/databases';
import { adminTokenAt, waitUntilAlive } from '../support/health';
import { createScratchSchema } from '../support/scratch-schemas';
import { freePort, runServer, type ServerProcess, urlWithSchema } from '../support/server-process';
import { TcpProxy } from '../support/tcp-proxy';
import { ADMIN_PASSWORD } from '../support/test-server';

const postgresUrl = databases.find((database) => database.kind === 'postgres')?.url;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * PostgreSQL out of reach under load, as a node sees its database restart: every connection
 * reset, new ones refused, then accepted again (a proxy in front of the real server, which the
 * other suites go on using). Calls answer 503 with the console's code while it is down, none
 * 500, the node stays up, and it serves again by itself once the database is back.
 */
describe.runIf(postgresUrl)('PostgreSQL out of reach under load', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-outage-'));
  let proxy: TcpProxy | undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 with its code while the database is down, and serves again without a restart', async () => {
    const url = new URL(String(postgresUrl));
    proxy = await TcpProxy.start({ host: url.hostname, port: Number(url.port || 5432) });
    const schema = await createScratchSchema(String(postgresUrl));
    url.port = String(proxy.port);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = runServer({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'error',
      DATABASE_URL: urlWithSchema(url.toString(), schema),
    });
    await waitUntilAlive(base, server);
    const token = await adminTokenAt(base);

    const answers: { status: number; code: number; msg: string }[] = [];
    const acknowledged: string[] = [];
    let running = true;
    let made = 0;
    const send = async (method: string, route: string, body?: unknown) => {
      const response = await fetch(`${base}${route}`, {
        method,
        headers: { token, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const envelope = (await response.json()) as Envelope<unknown>;
      answers.push({ status: response.status, code: envelope.code, msg: envelope.msg });
      return envelope;
    };
    const writer = async () => {
      while (running) {
        const name = `Outage ${++made}`;
        if ((await send('POST', '/api/sites', { name })).code === 200) acknowledged.push(name);
        await pause(20);
      }
    };
    const reader = async () => {
      while (running) {
        await send('GET', '/api/sites?page=1&pageSize=10');
        await pause(20);
      }
    };
    const load = [writer(), writer(), reader()];
    await pause(1000);
    await proxy.cut();
    await expect.poll(() => answers.some((answer) => answer.status === 503)).toBe(true);
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as Envelope<{ database: string }>).data.database).toBe('failed');
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    await pause(3000);
    await proxy.restore();
    await expect
      .poll(async () => (await fetch(`${base}/api/sites?page=1&pageSize=10`, { headers: { token } })).status, {
        timeout: 20_000,
      })
      .toBe(200);
    await pause(500);
    running = false;
    await Promise.all(load);

    const refused = answers.filter((answer) => answer.code !== 200);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.filter((answer) => !(answer.status === 503 && answer.code === Code.UNAVAILABLE))).toEqual([]);
    expect(refused[0]?.msg).toBe('the database');
    expect(server.process.exitCode, server.output()).toBeNull();
    const names = new Set<string>();
    for (let page = 1; ; page += 1) {
      const listed = await fetch(`${base}/api/sites?page=${page}&pageSize=100`, { headers: { token } });
      const body = (await listed.json()) as Envelope<{ list: { name: string }[]; hasNextPage?: boolean }>;
      for (const row of body.data.list) names.add(row.name);
      if (!body.data.hasNextPage) break;
    }
    expect(acknowledged.filter((name) => !names.has(name))).toEqual([]);
  }, 60_000);
});
