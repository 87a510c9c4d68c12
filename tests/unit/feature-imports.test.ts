import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph, LAZY_IMPORT, STATIC_IMPORT } from '../support/import-graph';

/**
 * A feature reaches another only through the other's `index.ts`: what a feature's
 * index exports is what others may use, the rest of its folder is its own. Holds for
 * the server's features and the browser app's, relative imports and lazy ones alike.
 */
const FEATURE_ROOTS = ['server/features', 'src/features'];

/** The feature a project path lies in, and its path inside that feature's folder. */
function featureOf(file: string, root: string): { feature: string; inside: string } | undefined {
  const relative = path.posix.relative(root, file);
  if (relative.startsWith('..')) return undefined;
  const [feature, ...rest] = relative.split('/');
  return rest.length === 0 ? undefined : { feature, inside: rest.join('/') };
}

/** `importer -> imported` for each import that enters another feature's folder past its index. */
function importsPastIndex(graph: Map<string, Set<string>>, root: string): string[] {
  return [...graph].flatMap(([file, imported]) => {
    const from = featureOf(file, root);
    return [...imported]
      .filter((target) => {
        const to = featureOf(target, root);
        return from && to && to.feature !== from.feature && !/^index\.tsx?$/.test(to.inside);
      })
      .map((target) => `${file} -> ${target}`);
  });
}

describe('imports between features', () => {
  it('reads the imports of both apps, lazy ones included', () => {
    const graph = importGraph(FEATURE_ROOTS, [STATIC_IMPORT, LAZY_IMPORT]);
    expect(graph.get('server/features/gateways/gateway-auth.ts')).toContain('server/features/sites/index.ts');
    expect([...graph.keys()].some((file) => file.startsWith('src/features/'))).toBe(true);
  });

  it('finds an import past another feature’s index, and lets one through it or inside one feature pass', () => {
    const graph = new Map([
      ['server/features/faces/index.ts', new Set(['server/features/uploads/file-store.ts'])],
      ['server/features/faces/photo-route.ts', new Set(['server/features/uploads/index.ts'])],
      ['server/features/uploads/index.ts', new Set(['server/features/uploads/file-store.ts', 'server/files/x.ts'])],
    ]);
    expect(importsPastIndex(graph, 'server/features')).toEqual([
      'server/features/faces/index.ts -> server/features/uploads/file-store.ts',
    ]);
  });

  for (const root of FEATURE_ROOTS) {
    it(`has every import from one feature into another under ${root}/ go through the other's index`, () => {
      const graph = importGraph([root], [STATIC_IMPORT, LAZY_IMPORT]);
      expect(importsPastIndex(graph, root)).toEqual([]);
    });
  }
});
