import { describe, expect, it } from 'vitest';
import { resources } from '../../contract/generated/registry';
import type { Label } from '../../contract/resource';
import { allPermissionCodes } from '../../contract/routes';
import type { Snapshot } from '../../generator/table-shape';
import { PROJECT_ROOT, readJson } from './generator-scratch-project';

/** The fields each entity was specified with (docs/domain.md#entities). */
const SPEC_FIELDS: Record<string, string[]> = {
  admin: ['name', 'surname', 'accountName', 'avatar', 'phone', 'email', 'introduction', 'lastLoginIp'],
  site: ['name', 'address', 'description', 'info', 'bound', 'mac', 'alias'],
  resident: ['firstName', 'lastName', 'personId', 'phone', 'doorCode', 'sharingCode', 'topology', 'siteId'],
  face: [
    'faceUrl',
    'facePath',
    'status',
    'residentId',
    'siteId',
    'registerDate',
    'registerFailedDate',
    'registerSuccessDate',
    'registerFailedCount',
    'manualDetectOpenTime',
    'manualDetectResult',
    'failureReason',
  ],
  'device-config': ['key', 'value', 'description'],
  'auto-detect-tactic': ['code', 'name', 'enabled'],
  'email-template': ['name', 'content'],
  role: ['name'],
};

function byName(name: string) {
  const resource = resources.find((candidate) => candidate.name === name);
  if (!resource) throw new Error(`no resource ${name}`);
  return resource;
}

function isLabel(label: Label | undefined): boolean {
  return Boolean(label?.en.trim() && label?.zh.trim());
}

describe('the product schemas', () => {
  it('declare every entity of the domain', () => {
    expect(resources.map((resource) => resource.name).sort()).toEqual([
      'admin',
      'admin-login-log',
      'admin-passkey',
      'admin-second-factor',
      'admin-session',
      'api-log',
      'app-config',
      'auto-detect-tactic',
      'config-change',
      'device-config',
      'device-traffic',
      'email-template',
      'face',
      'face-photo-read',
      'form-schema',
      'gateway-removal',
      'published-entity',
      'record-revision',
      'resident',
      'role',
      'scheduled-job',
      'scheduled-job-run',
      'server-config',
      'site',
      'site-import-run',
      'sql-console-query',
      'stored-file',
      'third-cloud',
    ]);
  });

  for (const [name, fields] of Object.entries(SPEC_FIELDS)) {
    it(`give ${name} the fields of the spec`, () => {
      expect(byName(name).fields.map((field) => field.name)).toEqual(expect.arrayContaining(fields));
    });
  }

  it('label every entity, field and option in English and Chinese', () => {
    for (const resource of resources) {
      expect(isLabel(resource.label), resource.name).toBe(true);
      for (const field of resource.fields.filter((candidate) => !candidate.internal)) {
        expect(isLabel(field.label), `${resource.name}.${field.name}`).toBe(true);
        for (const option of field.options ?? [])
          expect(isLabel(option.label), `${field.name}=${option.value}`).toBe(true);
      }
    }
  });

  it('guard every public resource with a permission code of the route tree', () => {
    const codes = new Set(allPermissionCodes());
    for (const resource of resources.filter((candidate) => !candidate.internal)) {
      expect(codes.has(resource.permission), resource.name).toBe(true);
    }
  });

  it('give the face statuses of the spec', () => {
    expect(
      byName('face')
        .fields.find((field) => field.name === 'status')
        ?.options?.map((option) => option.value),
    ).toEqual([
      'registering',
      'register_failed',
      'register_success',
      'device_not_started',
      'manual_detecting',
      'manual_failed',
      'manual_passed',
    ]);
  });

  it('scope residents and faces through their site, and sites to their owner', () => {
    expect(byName('site').ownership).toEqual({ kind: 'direct' });
    expect(byName('resident').ownership).toEqual({ kind: 'through', field: 'siteId', resource: 'site' });
    expect(byName('face').ownership).toEqual({ kind: 'through', field: 'siteId', resource: 'site' });
  });

  it('keep logs read-only through the API and sessions out of it', () => {
    expect(byName('admin-login-log').operations).toEqual(['list', 'show', 'delete']);
    expect(byName('api-log').operations).toEqual(['list', 'show', 'delete']);
    expect(byName('admin-session').internal).toBe(true);
    expect(byName('admin').fields.find((field) => field.name === 'passwordHash')?.internal).toBe(true);
    expect(byName('third-cloud').fields.find((field) => field.name === 'secret')?.writeOnly).toBe(true);
  });

  it('index every declared filter and sort, the time of lists filtered by it, and residents by site then last name', () => {
    const snapshot = readJson<Snapshot>(PROJECT_ROOT, 'server/db/migrations/snapshot.json');
    for (const resource of resources) {
      const indexed = Object.values(snapshot.tables[resource.table].indexes).map((index) => index.columns[0]);
      for (const field of resource.fields.filter((candidate) => candidate.ui.filter || candidate.ui.sort)) {
        expect(indexed, `${resource.table}.${field.name}`).toContain(field.name);
      }
      if (resource.createdAtFilter) expect(indexed, `${resource.table}.createdAt`).toContain('createdAt');
    }
    expect(resources.some((resource) => resource.createdAtFilter)).toBe(true);
    expect(snapshot.tables.resident.indexes.resident_siteId_lastName_idx).toEqual({
      columns: ['siteId', 'lastName'],
      unique: false,
    });
  });
});
