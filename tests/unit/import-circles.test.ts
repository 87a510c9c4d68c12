import { describe, expect, it } from 'vitest';
import { importGraph } from '../support/import-graph';

/**
 * No two source files import each other: a circle of two is always a sign that
 * something both need belongs in a third module (or one function in the other file).
 * Relative imports and re-exports count, type-only ones included.
 */
const FOLDERS = ['server', 'contract', 'src', 'generator'];

function circlesOfTwo(graph: Map<string, Set<string>>): string[] {
  return [...graph].flatMap(([file, imported]) =>
    [...imported].filter((other) => file < other && graph.get(other)?.has(file)).map((other) => `${file} <-> ${other}`),
  );
}

describe('import circles', () => {
  const graph = importGraph(FOLDERS);

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
