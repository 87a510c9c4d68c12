import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resources } from '../../contract/generated/registry';
import { generate } from '../../generator/generation';
import { migrationChecks } from '../../generator/migration-checks';
import { migrationStatements, planMigration } from '../../generator/migration-plan';
import { SchemaProblem } from '../../generator/schema-problem';
import type { Snapshot, TableShape } from '../../generator/table-shape';
import { type LooseJson, readJson, scratchProject, writeJson } from './generator-scratch-project';

const site: TableShape = { resource: 'site', columns: { name: { type: 'text' } }, indexes: {} };
const resident: TableShape = {
  resource: 'resident',
  columns: { lastName: { type: 'text' }, siteId: { type: 'integer' } },
  indexes: { resident_siteId_idx: { columns: ['siteId'], unique: false } },
};
const before: Snapshot = { tables: { site, resident } };

function tightened(): Record<string, TableShape> {
  const next = structuredClone(before.tables);
  next.resident.columns.lastName.notNull = true;
  next.resident.columns.siteId = {
    type: 'integer',
    notNull: true,
    references: { table: 'site', onDelete: 'restrict' },
  };
  return next;
}

describe('integrity rules in the migration plan', () => {
  it('tightens existing columns in place on PostgreSQL, each rule guarded by a check of the existing rows', () => {
    const plan = planMigration(before, tightened());
    expect(plan.refusals).toEqual([]);
    expect(migrationStatements(plan.changes).postgres).toEqual([
      'ALTER TABLE "resident" ALTER COLUMN "lastName" SET NOT NULL',
      'ALTER TABLE "resident" ALTER COLUMN "siteId" SET NOT NULL',
      'ALTER TABLE "resident" ADD CONSTRAINT "resident_siteId_fk" FOREIGN KEY ("siteId") REFERENCES "site" ("id") ON DELETE NO ACTION',
    ]);
    expect(migrationChecks(plan.changes).map((check) => check.refusal)).toEqual([
      expect.stringContaining('"resident"."lastName" is now required (NOT NULL), but {rows} rows hold NULL'),
      expect.stringContaining('"resident"."siteId" is now required (NOT NULL)'),
      expect.stringContaining('"resident"."siteId" now references "site", but {rows} rows point at site rows'),
    ]);
    expect(plan.next.tables.resident.columns.siteId.references).toEqual({ table: 'site', onDelete: 'restrict' });
  });

  it('rebuilds a SQLite table once, copying every column with its id and remaking its indexes', () => {
    const sqlite = migrationStatements(planMigration(before, tightened()).changes).sqlite;
    expect(sqlite).toEqual([
      'CREATE TABLE "resident__rebuild" ("id" INTEGER PRIMARY KEY AUTOINCREMENT, "version" INTEGER NOT NULL DEFAULT 1, "createdAt" TEXT NOT NULL, "updatedAt" TEXT NOT NULL, "lastName" TEXT NOT NULL, "siteId" INTEGER NOT NULL CONSTRAINT "resident_siteId_fk" REFERENCES "site" ("id") ON DELETE NO ACTION)',
      'INSERT INTO "resident__rebuild" ("id", "version", "createdAt", "updatedAt", "lastName", "siteId") SELECT "id", "version", "createdAt", "updatedAt", "lastName", "siteId" FROM "resident"',
      `DELETE FROM "sqlite_sequence" WHERE "name" = 'resident__rebuild'`,
      `INSERT INTO "sqlite_sequence" ("name", "seq") SELECT 'resident__rebuild', "seq" FROM "sqlite_sequence" WHERE "name" = 'resident'`,
      'DROP TABLE "resident"',
      'ALTER TABLE "resident__rebuild" RENAME TO "resident"',
      'CREATE INDEX "resident_siteId_idx" ON "resident" ("siteId")',
    ]);
  });

  it('clears references to missing rows before a set-null key applies, instead of refusing them', () => {
    const next = structuredClone(before.tables);
    next.resident.columns.siteId.references = { table: 'site', onDelete: 'set-null' };
    const plan = planMigration(before, next);
    expect(migrationChecks(plan.changes)).toEqual([]);
    expect(migrationStatements(plan.changes).postgres[0]).toBe(
      'UPDATE "resident" SET "siteId" = NULL WHERE "siteId" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "site" AS "parent" WHERE "parent"."id" = "resident"."siteId")',
    );
  });

  it('refuses a new required column without a default, and adds one with a default as NOT NULL', () => {
    const next = structuredClone(before.tables);
    next.site.columns.code = { type: 'text', notNull: true };
    expect(planMigration(before, next).refusals[0]).toContain('"site"."code" is a new required field');
    next.site.columns.code.default = 'none';
    expect(migrationStatements(planMigration(before, next).changes).sqlite).toEqual([
      `ALTER TABLE "site" ADD COLUMN "code" TEXT NOT NULL DEFAULT 'none'`,
    ]);
  });

  it('lets a column no longer declared accept NULL and block no delete', () => {
    const constrained: Snapshot = { tables: planMigration(before, tightened()).next.tables };
    const next = structuredClone(constrained.tables);
    delete next.resident.columns.siteId;
    next.resident.indexes = {};
    const plan = planMigration(constrained, next);
    expect(migrationStatements(plan.changes).postgres).toEqual([
      'ALTER TABLE "resident" ALTER COLUMN "siteId" DROP NOT NULL',
      'ALTER TABLE "resident" DROP CONSTRAINT "resident_siteId_fk"',
    ]);
    expect(plan.next.tables.resident.columns.siteId).toEqual({ type: 'integer' });
  });

  it('creates new tables after the new tables they reference', () => {
    const plan = planMigration({ tables: {} }, tightened());
    const creates = migrationStatements(plan.changes).postgres.filter((statement) =>
      statement.startsWith('CREATE TABLE'),
    );
    expect(creates.map((statement) => statement.split('"')[1])).toEqual(['site', 'resident']);
  });
});

describe('integrity annotations of the project', () => {
  it('gives each reference its onDelete, restrict by default, and each resource what refers to it', () => {
    const byName = new Map(resources.map((resource) => [resource.name, resource]));
    const field = (resource: string, name: string) => byName.get(resource)?.fields.find((f) => f.name === name);
    expect(field('face', 'residentId')?.db.onDelete).toBe('cascade');
    expect(field('face', 'siteId')?.db.onDelete).toBe('restrict');
    expect(field('api-log', 'adminId')?.db.onDelete).toBe('set-null');
    expect(field('api-log', 'siteId')?.db.onDelete).toBe('set-null');
    expect(field('device-traffic', 'siteId')?.db.onDelete).toBe('cascade');
    expect(field('admin', 'roleIds')?.db.onDelete).toBeUndefined();
    expect(byName.get('resident')?.unique).toEqual([{ fields: ['siteId', 'personId'] }]);
    // Residents come before their faces: a site's faces live through its residents.
    expect(byName.get('site')?.referencedBy?.map((referrer) => referrer.resource)).toEqual([
      'api-log',
      'device-traffic',
      'gateway-removal',
      'resident',
      'site-import-run',
      'face',
    ]);
    expect(field('third-cloud', 'secret')?.secret).toBe(true);
    expect(field('auto-detect-tactic', 'code')?.secret).toBeUndefined();
  });

  let project: ReturnType<typeof scratchProject>;
  beforeEach(() => {
    project = scratchProject();
  });
  afterEach(() => project.remove());

  async function problemsOf(change: (face: LooseJson, resident: LooseJson) => void): Promise<string> {
    const face = readJson<LooseJson>(project.root, 'schemas/face.json');
    const resident = readJson<LooseJson>(project.root, 'schemas/resident.json');
    change(face, resident);
    writeJson(project.root, 'schemas/face.json', face);
    writeJson(project.root, 'schemas/resident.json', resident);
    const failure = await generate(project.root).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SchemaProblem);
    return String((failure as SchemaProblem).message);
  }

  it('refuses set-null on a required reference, onDelete without a reference, and unknown unique fields', async () => {
    const message = await problemsOf((face, resident) => {
      face.properties.residentId['x-db'].onDelete = 'set-null';
      face.properties.status['x-db'] = { onDelete: 'cascade' };
      resident.properties.phone.writeOnly = true;
      resident['x-resource'].unique = [['siteId', 'badgeNumber'], { fields: ['siteId', 'phone'], code: 4999 }];
    });
    expect(message).toContain('schemas/face.json: /properties/residentId/x-db/onDelete "set-null" cannot clear');
    expect(message).toContain('schemas/face.json: /properties/status/x-db/onDelete applies to a single reference');
    expect(message).toContain('schemas/resident.json: /x-resource/unique/0/1 "badgeNumber" is not a field');
    expect(message).toContain('schemas/resident.json: /x-resource/unique/1/code 4999 is not in the error catalogue');
    expect(message).toContain('schemas/resident.json: /properties/phone/writeOnly marks a secret');
  });
});
