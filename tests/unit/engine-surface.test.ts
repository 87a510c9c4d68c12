import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph, LAZY_IMPORT, ROOT, STATIC_IMPORT } from '../support/import-graph';

const ENGINE = 'src/schema-ui/';
const SURFACE = 'src/schema-ui/index.ts';

/** `importer -> imported` for each import from outside the engine into it past its index. */
function importsPastSurface(graph: Map<string, Set<string>>): string[] {
  return [...graph].flatMap(([file, imported]) =>
    file.startsWith(ENGINE)
      ? []
      : [...imported].filter((target) => target.startsWith(ENGINE) && target !== SURFACE).map((t) => `${file} -> ${t}`),
  );
}

/**
 * The schema-ui engine is used through its index only, the public surface a feature
 * author reads; the lint (Biome's restricted imports in biome.json) says so as code is
 * written, this says so over the whole import graph of the browser app.
 */
describe('the engine’s public surface', () => {
  it('finds an import past the index and lets one through it or inside the engine pass', () => {
    const graph = new Map([
      ['src/features/faces/A.tsx', new Set(['src/schema-ui/FieldInput.tsx', 'src/schema-ui/index.ts'])],
      ['src/schema-ui/SchemaForm.tsx', new Set(['src/schema-ui/FieldInput.tsx'])],
    ]);
    expect(importsPastSurface(graph)).toEqual(['src/features/faces/A.tsx -> src/schema-ui/FieldInput.tsx']);
  });

  it('is reached through src/schema-ui/index.ts from everywhere else in src/', () => {
    const graph = importGraph(['src'], [STATIC_IMPORT, LAZY_IMPORT]);
    expect(graph.get('src/features/scheduled-jobs/CronInput.tsx')).toContain(SURFACE);
    expect(importsPastSurface(graph)).toEqual([]);
  });

  it('is guarded by the lint as well, for every file outside the engine', () => {
    const config = JSON.parse(fs.readFileSync(path.join(ROOT, 'biome.json'), 'utf8')) as {
      overrides: { includes: string[]; linter: { rules: { style: { noRestrictedImports: unknown } } } }[];
    };
    const guarded = config.overrides.filter((override) =>
      JSON.stringify(override.linter.rules.style.noRestrictedImports).includes('**/schema-ui/*'),
    );
    expect(guarded.flatMap((override) => override.includes).sort()).toEqual(
      ['!src/features/**', '!src/schema-ui/**', 'src/**', 'src/features/**'].sort(),
    );
  });
});
