import path from 'node:path';
import ts from 'typescript';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { StoredRows } from '../../contract/generated/types';
import type { WriteContext } from '../../server/crud/write-hooks';
import type { FeatureTables, ResourceTables } from '../../server/db/resource-tables';
import type { ReadRowStore, RowStore } from '../../server/db/row-store';
import type { FeatureContext } from '../../server/feature-host/server-feature';

/**
 * A feature writes an internal resource's rows through its row store, and a public
 * resource's only through the write path (`services.of(name)`): the tables it is handed
 * (`backend.tables`, `services.tables`, a hook's `tables`, a transaction's) have no write
 * method on a public resource's store. `npm run lint` checks the types of this file; the
 * test below compiles feature code against them and expects exactly the refused writes.
 */
type WriteMethod = 'insert' | 'insertAll' | 'insertMany' | 'update' | 'touch' | 'deleteWhere' | 'deleteByIds';

/** Never called: `npm run lint` checks these lines' types, as it checks a feature's. */
function _typedWhereverFeaturesReachThem(context: FeatureContext, hook: WriteContext): void {
  expectTypeOf(context.backend.tables).toEqualTypeOf<FeatureTables>();
  expectTypeOf(context.services.tables).toEqualTypeOf<FeatureTables>();
  expectTypeOf(hook.tables).toEqualTypeOf<FeatureTables>();
  expectTypeOf(context.backend.tables.inTransaction).parameter(0).parameter(0).toEqualTypeOf<FeatureTables>();
  expectTypeOf(context.backend.tables.of('resident')).not.toHaveProperty('insert');
  expectTypeOf(context.services.tables.of('site')).not.toHaveProperty('update');
  expectTypeOf(hook.tables.of('admin')).not.toHaveProperty('touch');
  expectTypeOf(context.backend.tables.of('visitor-pass' as string)).not.toHaveProperty('deleteWhere');
  expectTypeOf<keyof ReadRowStore & WriteMethod>().toEqualTypeOf<never>();
  expectTypeOf(context.services.tables.of('scheduled-job-run')).toHaveProperty('insert');
  expectTypeOf(hook.tables.of('config-change')).toEqualTypeOf<RowStore<StoredRows['config-change']>>();
  // The core keeps full access.
  expectTypeOf<ResourceTables['of']>().returns.toHaveProperty('insert');
}

/** Feature code: the lines ending in `// refused` write a public resource around the write path. */
const FEATURE_CODE = `import type { FeatureContext } from '../../server/feature-host/server-feature';

export async function writes({ backend, services }: FeatureContext): Promise<void> {
  await services.tables.of('scheduled-job-run').insert({ jobId: 1, status: 'running' });
  await backend.tables.of('sql-console-query').deleteByIds([1]);
  await services.tables.of('resident').insert({ firstName: 'Ann', lastName: 'Lee' }); // refused
  await backend.tables.of('site').update(1, { name: 'North' }); // refused
  await services.tables.of('face').deleteWhere({ siteId: 1 }); // refused
  await services.tables.of('visitor-pass' as string).insertMany([{}]); // refused
  await services.tables.inTransaction(async (tables) => {
    await tables.of('config-change').insert({ scope: 'server' });
    await tables.of('admin').touch(1, { enabled: false }); // refused
  });
  services.on('resident', 'afterDelete', async ({ tables }) => {
    await tables.of('gateway-removal').insert({ siteId: 1 });
    await tables.of('role').deleteByIds([1]); // refused
  });
  await services.of('resident').systemCreate({ firstName: 'Ann', lastName: 'Lee', siteId: 1 });
}
`;

/** The lines of `code` the compiler refuses, each with the first line of its complaint. */
function refusedLines(code: string): { line: number; message: string }[] {
  const file = path.join(import.meta.dirname, 'feature-tables-probe.ts');
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    resolveJsonModule: true,
    types: ['node'],
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.fileExists = (name) => name === file || ts.sys.fileExists(name);
  host.readFile = (name) => (name === file ? code : readFile(name));
  host.getSourceFile = (name, language, ...rest) =>
    name === file ? ts.createSourceFile(name, code, language) : getSourceFile(name, language, ...rest);
  const program = ts.createProgram([file], options, host);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => ({
    line:
      diagnostic.file && diagnostic.start !== undefined && diagnostic.file.fileName === file
        ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line + 1
        : 0,
    message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n').split('\n')[0],
  }));
}

describe('the tables a feature is handed', () => {
  it('refuse every write of a public resource, and take those of an internal one', () => {
    const marked = FEATURE_CODE.split('\n').flatMap((text, index) => (text.endsWith('// refused') ? [index + 1] : []));
    const refused = refusedLines(FEATURE_CODE);
    expect(marked).toHaveLength(6);
    expect(refused.map(({ line }) => line)).toEqual(marked);
    for (const { message } of refused)
      expect(message).toMatch(/^Property '\w+' does not exist on type 'ReadRowStore\b/);
  }, 120_000);
});
