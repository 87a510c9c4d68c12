import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No two source files import each other: a circle of two is always a sign that
 * something both need belongs in a third module (or one function in the other file).
 * Relative imports and re-exports count, type-only ones included.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const FOLDERS = ['server', 'contract', 'src', 'generator'];

/** `import … from './x'`, `export … from './x'` and `import './x'`, at the start of a line. */
const RELATIVE_IMPORT = /^\s*(?:import|export)\b[^;'"]*?['"](\.{1,2}\/[^'"]*)['"]/gm;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The file a relative specifier names, as the bundler resolves it. */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((file) => /\.tsx?$/.test(file) && fs.existsSync(file) && fs.statSync(file).isFile());
}

/** Each source file, by its path from the project's root, with the source files it imports. */
function importGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of FOLDERS.flatMap((folder) => sourceFiles(path.join(ROOT, folder)))) {
    const imported = new Set<string>();
    for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const target = resolveImport(file, specifier);
      if (target) imported.add(path.relative(ROOT, target));
    }
    graph.set(path.relative(ROOT, file), imported);
  }
  return graph;
}

function circlesOfTwo(graph: Map<string, Set<string>>): string[] {
  return [...graph].flatMap(([file, imported]) =>
    [...imported].filter((other) => file < other && graph.get(other)?.has(file)).map((other) => `${file} <-> ${other}`),
  );
}

describe('import circles', () => {
  const graph = importGraph();

  it('reads the relative imports of every folder', () => {
    expect(graph.get('server/crud/title-columns.ts')).toContain('server/crud/reference-labels.ts');
    expect(graph.get('contract/validation.ts')).toContain('contract/rules/field-rule-checks.ts');
  });

  it('finds a circle of two files', () => {
    const circle = new Map([
      ['a.ts', new Set(['b.ts'])],
      ['b.ts', new Set(['a.ts'])],
    ]);
    expect(circlesOfTwo(circle)).toEqual(['a.ts <-> b.ts']);
  });

  it('has no two files that import each other', () => {
    expect(circlesOfTwo(graph)).toEqual([]);
  });
});
