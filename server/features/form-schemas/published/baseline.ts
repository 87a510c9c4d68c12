import { wantedTables } from '../../../../generator/planned-migration';
import { resourceOf } from '../../../../generator/resource-model';
import type { BuiltIns } from '../built-ins';
import type { LiveEntity } from './live-entities';

/**
 * What a draft is checked against on this server: the built-in schemas and every other
 * published entity (whose names, paths and tables it may not take), and the tables
 * the database holds — the migrations' snapshot plus the published entities' tables,
 * so that publishing an entity again plans only what changed.
 */
export function baselineFor(builtIns: BuiltIns, live: LiveEntity[], draftName: unknown): BuiltIns {
  if (live.length === 0) return builtIns;
  const others = live.filter((entity) => entity.schema.$id !== draftName);
  const resources = [...builtIns.schemas, ...live.map((entity) => entity.schema)].map(resourceOf);
  const tables = wantedTables(resources);
  const liveTables = Object.fromEntries(live.map((entity) => [entity.resource.table, tables[entity.resource.table]]));
  return {
    files: [
      ...builtIns.files,
      ...others.map((entity) => ({ file: `published/${entity.schema.$id}.json`, json: entity.schema })),
    ],
    schemas: [...builtIns.schemas, ...others.map((entity) => entity.schema)],
    snapshot: { ...builtIns.snapshot, tables: { ...builtIns.snapshot.tables, ...liveTables } },
  };
}
