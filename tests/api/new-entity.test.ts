import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The README's "add an entity" recipe, followed to the letter on a scratch copy of
 * the project: drop a schema that is not one of the product's into `schemas/`, run
 * the generator, start the server, and manage rows of the new entity over HTTP.
 */

const ROOT = join(__dirname, '../..');
const COPIED = ['schemas', 'generator', 'contract', 'server', 'package.json', 'tsconfig.json'];

const parcelLocker = {
  $id: 'parcel-locker',
  title: 'Parcel locker',
  type: 'object',
  'x-resource': {
    path: 'parcel-lockers',
    table: 'parcel_locker',
    permission: 'parcel-locker-list',
    newPermission: true,
    label: { en: 'Parcel locker', zh: '快递柜' },
    search: ['label'],
    recordTitle: 'label',
  },
  properties: {
    label: {
      type: 'string',
      minLength: 1,
      maxLength: 40,
      'x-ui': { label: { en: 'Label', zh: '名称' }, filter: 'search', sort: true },
      'x-db': { unique: true },
    },
    compartments: {
      type: 'integer',
      minimum: 1,
      maximum: 200,
      'x-ui': { label: { en: 'Compartments', zh: '格口数' }, sort: true },
    },
    outdoor: { type: 'boolean', default: false, 'x-ui': { label: { en: 'Outdoor', zh: '室外' }, filter: 'equals' } },
  },
  required: ['label', 'compartments'],
  additionalProperties: false,
};

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

interface Row {
  id: number;
  label: string;
  [field: string]: unknown;
}
interface Reply {
  code: number;
  msg: string;
  data: Row & { list: Row[]; total: number; perList: { permissionCode: string }[] };
}

let copy: string;
let server: ChildProcess;
let base: string;
let token: string;
let output = '';

async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Reply };
}

beforeAll(async () => {
  copy = mkdtempSync(join(tmpdir(), 'console-copy-'));
  for (const entry of COPIED) cpSync(join(ROOT, entry), join(copy, entry), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
  writeFileSync(join(copy, 'schemas/parcel-locker.json'), `${JSON.stringify(parcelLocker, null, 2)}\n`);

  const tsx = join(ROOT, 'node_modules/.bin/tsx');
  execFileSync(tsx, ['generator/cli.ts'], { cwd: copy, stdio: 'pipe' });

  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(tsx, ['server/main.ts'], {
    cwd: copy,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(copy, 'data'),
      ADMIN_PASSWORD: 'Scratch#2024',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      const response = await fetch(`${base}/account/web/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ accountName: 'admin', password: 'Scratch#2024' }),
      });
      const body = (await response.json()) as { code: number; data: { token: string } };
      if (body.code === 200) {
        token = body.data.token;
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server of the scratch copy did not start:\n${output}`);
}, 120_000);

afterAll(() => {
  server?.kill('SIGTERM');
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('an entity added by dropping a schema into schemas/', () => {
  it('got a migration and a registry entry from the generator', () => {
    const migrations = execFileSync('ls', [join(copy, 'server/db/migrations')]).toString();
    expect(migrations).toMatch(/0002-/);
    const registry = execFileSync('grep', ['-c', 'parcel-lockers', join(copy, 'contract/generated/registry.ts')]);
    expect(Number(registry.toString())).toBeGreaterThan(0);
    expect(relative(ROOT, copy)).not.toBe('');
  });

  it('is created, listed, edited and deleted through the API', async () => {
    const created = await call('POST', '/api/parcel-lockers', { label: 'Lobby east', compartments: 24 });
    expect(created.body.code).toBe(200);
    expect(created.body.data).toMatchObject({ label: 'Lobby east', compartments: 24, outdoor: false, version: 1 });
    const id = created.body.data.id;

    await call('POST', '/api/parcel-lockers', { label: 'Car park', compartments: 60, outdoor: true });
    const listed = await call('GET', '/api/parcel-lockers?sort=compartments&order=DESC&page=1&pageSize=10');
    expect(listed.body.data.total).toBe(2);
    expect(listed.body.data.list.map((row) => row.label)).toEqual(['Car park', 'Lobby east']);

    const filtered = await call('GET', '/api/parcel-lockers?outdoor=true');
    expect(filtered.body.data.list.map((row) => row.label)).toEqual(['Car park']);

    const edited = await call('PUT', `/api/parcel-lockers/${id}`, {
      label: 'Lobby west',
      compartments: 30,
      version: 1,
    });
    expect(edited.body.code).toBe(200);
    expect(edited.body.data).toMatchObject({ label: 'Lobby west', compartments: 30, version: 2 });

    const stale = await call('PUT', `/api/parcel-lockers/${id}`, {
      label: 'Lobby north',
      compartments: 30,
      version: 1,
    });
    expect(stale.body.code).toBe(6075);

    const invalid = await call('POST', '/api/parcel-lockers', { label: 'Roof', compartments: 0 });
    expect(invalid.status).toBe(400);
    expect(invalid.body.code).toBe(400);

    const deleted = await call('DELETE', `/api/parcel-lockers/${id}`);
    expect(deleted.body.code).toBe(200);
    const after = await call('GET', `/api/parcel-lockers/${id}`);
    expect(after.body.code).toBe(404);
  });

  it('is in the super-admin permission list without any change to roles', async () => {
    const info = await call('GET', '/account/web/getLoginInfo');
    const codes = info.body.data.perList.map((entry) => entry.permissionCode);
    expect(codes).toContain('parcel-locker-list');
  });
});
