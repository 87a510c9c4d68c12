import type { ServerProcess } from './server-process';
import { ADMIN_PASSWORD } from './test-server';

/** Waits until the server at `base` answers `/healthz` with 200; fails with its output if it exits or takes too long. */
export async function waitUntilAlive(base: string, server: ServerProcess, limitMs = 60_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if (server.process.exitCode !== null) throw new Error(`the server exited:\n${server.output()}`);
    try {
      if ((await fetch(`${base}/healthz`)).status === 200) return performance.now() - started;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`the server did not answer /healthz within ${limitMs} ms:\n${server.output()}`);
}

/** A token of the seeded admin, signed in over HTTP at `base`. */
export async function adminTokenAt(base: string): Promise<string> {
  const login = await fetch(`${base}/account/web/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ accountName: 'admin', password: ADMIN_PASSWORD }),
  });
  return ((await login.json()) as { data: { token: string } }).data.token;
}
