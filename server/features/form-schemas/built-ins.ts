import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EntitySchema, SchemaFile } from '../../../generator/entity-schema';
import { checkAgainstMetaSchema } from '../../../generator/meta-check';
import { loadSchemaFiles } from '../../../generator/schema-files';
import type { Snapshot } from '../../../generator/table-shape';
import { MIGRATIONS_DIR } from '../../db/migrator';

const PROJECT_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The entity schemas shipped in `schemas/`, and the tables their migrations create. */
export interface BuiltIns {
  files: SchemaFile[];
  schemas: EntitySchema[];
  /** `snapshot.json` of the migrations: what the database of this server holds. */
  snapshot: Snapshot;
}

/** Read once when the server starts: built-in schemas change only with a new release. */
export function loadBuiltIns(): BuiltIns {
  const files = loadSchemaFiles(PROJECT_ROOT);
  const schemas = checkAgainstMetaSchema(files).accepted.map(({ schema }) => schema);
  const snapshot = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'snapshot.json'), 'utf8')) as Snapshot;
  return { files, schemas, snapshot };
}
