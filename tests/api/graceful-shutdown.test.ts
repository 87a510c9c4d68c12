import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { adminTokenAt, waitUntilAlive } from '../support/health';
import { freePort, runServer, type ServerProcess } from '../support/server-process';
import { ADMIN_PASSWORD } from '../support/test-server';

/** Writes in flight at once, and how many must be acknowledged before SIGTERM is sent. */
const CONCURRENT_WRITERS = 16;
const ACKNOWLEDGED_BEFORE_SIGNAL = 60;

/** A real server process on `port` with its data in `dataDir`, quiet and firing no job. */
const serverAt = (port: number, dataDir: string, env: Record<string, string> = {}) =>
  runServer({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_PASSWORD,
    JOB_SCHEDULES: 'false',
    LOG_LEVEL: 'warn',
    ...env,
  });

/**
 * SIGTERM in the middle of a burst of writes on a real server process: every write
 * answered 200 is in the database afterwards, with its API request log line, and the
 * process exits 0.
 */
describe('graceful shutdown', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-shutdown-'));
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged write and its log line when stopped mid-burst', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = serverAt(port, dataDir);
    await waitUntilAlive(base, server);
    const token = await adminTokenAt(base);

    const acknowledged: string[] = [];
    let sent = 0;
    let signalled = false;
    let acknowledgedAfterSignal = 0;
    const write = async (): Promise<void> => {
      for (;;) {
        const name = `Burst ${++sent}`;
        try {
          const answer = await fetch(`${base}/api/sites`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', token },
            body: JSON.stringify({ name }),
          });
          const body = (await answer.json()) as { code: number };
          if (answer.status === 200 && body.code === 200) {
            acknowledged.push(name);
            if (signalled) acknowledgedAfterSignal++;
          } else if (signalled) return;
        } catch {
          return; // The server no longer takes connections.
        }
        if (!signalled && acknowledged.length >= ACKNOWLEDGED_BEFORE_SIGNAL) {
          signalled = true;
          server?.process.kill('SIGTERM');
        }
      }
    };
    const exitCode = new Promise<number | null>((resolve) => server?.process.once('exit', resolve));
    await Promise.all(Array.from({ length: CONCURRENT_WRITERS }, write));
    expect(await exitCode, server.output()).toBe(0);
    expect(signalled).toBe(true);
    // Writes were in flight when the signal came; they were finished, not dropped.
    expect(acknowledgedAfterSignal).toBeGreaterThan(0);

    const database = new SqliteDatabase(path.join(dataDir, 'console.sqlite'), { readonly: true });
    try {
      const stored = new Set(
        database
          .prepare("select name from site where name like 'Burst %'")
          .all()
          .map((row) => (row as { name: string }).name),
      );
      const logged = database
        .prepare("select body from api_log where method = 'POST' and path = '/api/sites' and statusCode = 200")
        .all()
        .map((row) => String((row as { body: string }).body));
      const loggedNames = new Set(logged.map((body) => (JSON.parse(body) as { name: string }).name));
      expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);
      expect(acknowledged.filter((name) => !loggedNames.has(name))).toEqual([]);
    } finally {
      database.close();
    }
  }, 120_000);
});

/**
 * With SHUTDOWN_DRAIN_SECONDS, SIGTERM first takes the node out of rotation: `/readyz`
 * answers 503 saying it drains while every other call is still served, and only after the
 * drain does the process close and exit 0.
 */
describe('draining before shutdown', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-drain-'));
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 on /readyz and serves every other call for the drain, then exits 0', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = serverAt(port, dataDir, { SHUTDOWN_DRAIN_SECONDS: '3' });
    await waitUntilAlive(base, server);
    const token = await adminTokenAt(base);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    const signalledAt = Date.now();
    server.process.kill('SIGTERM');
    const exited = new Promise<number | null>((resolve) => server?.process.once('exit', resolve));
    await expect.poll(async () => (await fetch(`${base}/readyz`)).status).toBe(503);
    const ready = (await (await fetch(`${base}/readyz`)).json()) as { code: number; data: { draining?: boolean } };
    expect(ready).toMatchObject({ code: 503, data: { draining: true, database: 'ok' } });
    const created = await fetch(`${base}/api/sites`, {
      method: 'POST',
      headers: { token, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Made while draining' }),
    });
    expect(((await created.json()) as { code: number }).code).toBe(200);
    expect(await exited).toBe(0);
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(3000);
  });
});
