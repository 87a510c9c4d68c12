import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT, type ScratchCopy, startScratchCopy } from '../support/scratch-copy';

/**
 * The "add an entity" recipe (README, in full in docs/architecture.md), followed to
 * the letter on a scratch copy of the project: drop a schema that is not one of the
 * product's into `schemas/`, run the generator, start the server, and manage rows of
 * the new entity over HTTP.
 */

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

interface Row {
  id: number;
  label: string;
  [field: string]: unknown;
}
type Data = Row & { list: Row[]; total: number; perList: { permissionCode: string }[] };

let copy: ScratchCopy;
const call = (method: string, path: string, body?: unknown) => copy.call<Data>(method, path, body);

beforeAll(async () => {
  copy = await startScratchCopy((root) =>
    writeFileSync(join(root, 'schemas/parcel-locker.json'), `${JSON.stringify(parcelLocker, null, 2)}\n`),
  );
}, 120_000);

afterAll(() => copy?.remove());

describe('an entity added by dropping a schema into schemas/', () => {
  it('got a migration and a registry entry from the generator', () => {
    const migrations = execFileSync('ls', [join(copy.root, 'server/db/migrations')]).toString();
    expect(migrations).toMatch(/0002-/);
    const registry = execFileSync('grep', ['-c', 'parcel-lockers', join(copy.root, 'contract/generated/registry.ts')]);
    expect(Number(registry.toString())).toBeGreaterThan(0);
    expect(relative(PROJECT_ROOT, copy.root)).not.toBe('');
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
