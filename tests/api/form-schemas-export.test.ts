import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import { databases } from '../support/databases';
import { formSchemaSuite } from '../support/form-schemas';
import { PROJECT_ROOT } from '../support/scratch-copy';

/** A built-in schema file whose text is written the way the export writes every file. */
const BUILT_IN = 'schemas/sql-console-query.json';

/**
 * GET /api/form-schemas/:id/export: the schema file. A built-in file imported as a
 * draft is a copy that keeps its text; exported unchanged it is the file byte for
 * byte, and exported under a new name ($id, path, table: what a copy must change to
 * pass the check) it is the same file with those three values replaced.
 */
describe.each(databases)('form generator export ($kind)', (database) => {
  const suite = formSchemaSuite(database);

  it('exports a built-in schema imported as a draft byte for byte as the file in schemas/', async () => {
    const text = readFileSync(join(PROJECT_ROOT, BUILT_IN), 'utf8');
    const { id } = (await suite.calls.save(JSON.parse(text))).body.data;
    const exported = await suite.calls.exportText(id);
    expect(exported.status).toBe(200);
    expect(exported.type).toMatch(/^application\/json/);
    expect(exported.text).toBe(text);
    // As a copy it keeps the built-in's name, which the check refuses.
    expect((await suite.calls.check(id)).body.data.errors.map((error) => error.pointer)).toContain('/$id');
  });

  it('exports a renamed copy as the same file with its new name, which then passes the check', async () => {
    const text = readFileSync(join(PROJECT_ROOT, BUILT_IN), 'utf8');
    const renamedText = text
      .replace('"$id": "sql-console-query"', '"$id": "query-note"')
      .replace('"path": "sql-console-queries"', '"path": "query-notes"')
      .replace('"table": "sql_console_query"', '"table": "query_note"');
    const { id } = (await suite.calls.save(JSON.parse(renamedText))).body.data;
    expect((await suite.calls.exportText(id)).text).toBe(renamedText);
    const checked = await suite.calls.check(id);
    expect(checked.body.data.ok).toBe(true);
    expect(checked.body.data.migration.sqlite[0]).toMatch(/^CREATE TABLE "query_note"/);
  });

  it('refuses to export a draft that does not exist', async () => {
    expect(JSON.parse((await suite.calls.exportText(999999)).text).code).toBe(Code.NOT_FOUND);
  });
});
