import type { SchemaFile } from './entity-schema';
import { checkAgainstMetaSchema } from './meta-check';
import { checkedSchemas } from './schema-checks';
import type { Problem } from './schema-problem';

/**
 * Tables no entity may take: the migrator's bookkeeping (Kysely's defaults) and the
 * engines' own catalogues.
 */
const SYSTEM_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);
const SYSTEM_TABLE_PREFIXES = ['sqlite_', 'pg_', 'information_schema'];

/** The file name a schema would have in `schemas/`, kept apart from the built-in files. */
function draftFileOf(schema: unknown): string {
  const id = (schema as { $id?: unknown } | null)?.$id;
  return `drafts/${typeof id === 'string' ? id : 'draft'}.json`;
}

function isSystemTable(table: string): boolean {
  return SYSTEM_TABLES.has(table) || SYSTEM_TABLE_PREFIXES.some((prefix) => table.startsWith(prefix));
}

/**
 * Checks one entity schema held in memory against the meta-schema and, together
 * with `builtIns` (the files of `schemas/`), the cross-checks the generator runs.
 * It may never take a built-in entity's name, path or table, nor a system table.
 * Each problem's `path` is a JSON pointer into `schema`; none means it is accepted.
 */
export function checkEntitySchema(schema: unknown, builtIns: SchemaFile[]): Problem[] {
  const file = draftFileOf(schema);
  const shape = checkAgainstMetaSchema([{ file, json: schema }]);
  if (shape.problems.length > 0) return shape.problems;
  const [draft] = shape.accepted;
  const base = checkAgainstMetaSchema(builtIns).accepted;
  const problems: Problem[] = [];
  const report = (path: string, message: string) => problems.push({ file, path, message });

  const clash = base.find(({ schema: builtIn }) => builtIn.$id === draft.schema.$id);
  if (clash) report('/$id', `"${draft.schema.$id}" is the name of the built-in ${clash.file}; choose another name`);
  const table = draft.schema['x-resource'].table;
  if (isSystemTable(table)) report('/x-resource/table', `"${table}" is a system table; choose another`);

  // Built-ins come first, so a clash of path or table is reported on the draft.
  const cross = checkedSchemas([...builtIns, { file, json: schema }]).problems.filter(
    (problem) => problem.file === file,
  );
  return [...problems, ...cross];
}
