import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SchemaFile } from './entity-schema';
import { SchemaProblem } from './schema-problem';

export const SCHEMAS_DIR = 'schemas';

/** Reads every `schemas/*.json` of a project, in file-name order (the registry keeps that order). */
export function loadSchemaFiles(root: string): SchemaFile[] {
  const names = readdirSync(join(root, SCHEMAS_DIR))
    .filter((name) => name.endsWith('.json'))
    .sort();
  return names.map((name) => {
    const file = `${SCHEMAS_DIR}/${name}`;
    const text = readFileSync(join(root, file), 'utf8');
    try {
      return { file, json: JSON.parse(text) as unknown };
    } catch (error) {
      throw new SchemaProblem([
        { file, path: '', message: `is not valid JSON (${(error as Error).message}); write a JSON object` },
      ]);
    }
  });
}
