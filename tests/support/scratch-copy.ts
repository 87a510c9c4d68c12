import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const PROJECT_ROOT = join(__dirname, '../..');
const COPIED = ['schemas', 'generator', 'contract', 'server', 'package.json', 'tsconfig.json'];
const PASSWORD = 'Scratch#2024';
const TSX = join(PROJECT_ROOT, 'node_modules/.bin/tsx');

export interface ScratchReply<T = unknown> {
  status: number;
  body: { code: number; msg: string; data: T };
}

export interface ScratchCopy {
  /** The copy's root folder. */
  root: string;
  /** Calls the copy's server as its seeded `admin`. */
  call<T = unknown>(method: string, path: string, body?: unknown): Promise<ScratchReply<T>>;
  /** Stops the server and removes the copy. */
  remove(): void;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * A copy of the project as a newcomer would change it: `change` edits the copy
 * (drops a schema, adds a feature folder), the generator runs, and the copy's own
 * server starts on the embedded database, as `npm start` would.
 */
export async function startScratchCopy(change: (root: string) => void): Promise<ScratchCopy> {
  const root = mkdtempSync(join(tmpdir(), 'console-copy-'));
  for (const entry of COPIED) cpSync(join(PROJECT_ROOT, entry), join(root, entry), { recursive: true });
  symlinkSync(join(PROJECT_ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
  change(root);
  execFileSync(TSX, ['generator/cli.ts'], { cwd: root, stdio: 'pipe' });

  const base = `http://127.0.0.1:${await freePort()}`;
  let output = '';
  const server: ChildProcess = spawn(TSX, ['server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: new URL(base).port,
      HOST: '127.0.0.1',
      DATA_DIR: join(root, 'data'),
      ADMIN_PASSWORD: PASSWORD,
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));
  const remove = () => {
    server.kill('SIGTERM');
    rmSync(root, { recursive: true, force: true });
  };
  let token = '';
  const call = async <T>(method: string, path: string, body?: unknown): Promise<ScratchReply<T>> => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as ScratchReply<T>['body'] };
  };
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      const signedIn = await call<{ token: string }>('POST', '/account/web/login', {
        accountName: 'admin',
        password: PASSWORD,
      });
      if (signedIn.body.code === 200) {
        token = signedIn.body.data.token;
        return { root, call, remove };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  remove();
  throw new Error(`the server of the scratch copy did not start:\n${output}`);
}
