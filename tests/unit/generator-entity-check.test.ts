import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkEntitySchema } from '../../generator/entity-check';
import type { EntitySchema } from '../../generator/entity-schema';
import { checkAgainstMetaSchema } from '../../generator/meta-check';
import { plannedMigration } from '../../generator/planned-migration';
import { loadSchemaFiles } from '../../generator/schema-files';
import type { Snapshot } from '../../generator/table-shape';
import { PARCEL_SCHEMA, PROJECT_ROOT } from './generator-scratch-project';

const builtInFiles = loadSchemaFiles(PROJECT_ROOT);
const builtIns = checkAgainstMetaSchema(builtInFiles).accepted.map(({ schema }) => schema);
const snapshot = JSON.parse(readFileSync(join(PROJECT_ROOT, 'server/db/migrations/snapshot.json'), 'utf8')) as Snapshot;

/** The generator's checks and planner on one schema held in memory, as the server runs them. */
describe('checking one schema in memory beside the built-in ones', () => {
  it('accepts a new entity and plans only its table against the committed snapshot', () => {
    expect(checkEntitySchema(PARCEL_SCHEMA, builtInFiles)).toEqual([]);
    const plan = plannedMigration(snapshot, [...builtIns, PARCEL_SCHEMA as unknown as EntitySchema]);
    expect(plan.refusals).toEqual([]);
    expect(plan.changes.map((change) => `${change.kind} ${change.table}`)).toEqual(
      expect.arrayContaining(['create-table parcel']),
    );
    expect(plan.changes.every((change) => change.table === 'parcel')).toBe(true);
    expect(plan.statements.sqlite[0]).toMatch(/^CREATE TABLE "parcel" \("id" INTEGER PRIMARY KEY AUTOINCREMENT/);
    expect(plan.statements.postgres[0]).toMatch(/^CREATE TABLE "parcel" \("id" BIGINT GENERATED/);
  });

  it('points at the $id, path and table a schema would take from a built-in entity or the system', () => {
    const resource = PARCEL_SCHEMA['x-resource'];
    const cases: [unknown, string][] = [
      [{ ...PARCEL_SCHEMA, $id: 'resident' }, '/$id'],
      [{ ...PARCEL_SCHEMA, 'x-resource': { ...resource, path: 'residents' } }, '/x-resource/path'],
      [{ ...PARCEL_SCHEMA, 'x-resource': { ...resource, table: 'resident' } }, '/x-resource/table'],
      [{ ...PARCEL_SCHEMA, 'x-resource': { ...resource, table: 'kysely_migration_lock' } }, '/x-resource/table'],
    ];
    for (const [schema, pointer] of cases) {
      expect(checkEntitySchema(schema, builtInFiles).map((problem) => problem.path)).toContain(pointer);
    }
  });

  it('reports meta-schema problems before any cross-check', () => {
    const problems = checkEntitySchema({ ...PARCEL_SCHEMA, title: '' }, builtInFiles);
    expect(problems.map((problem) => problem.path)).toEqual(['/title']);
  });
});
