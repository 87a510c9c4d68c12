import { describe, expect, it } from 'vitest';
import { importGraph, LAZY_IMPORT, STATIC_IMPORT } from '../support/import-graph';

/**
 * The browser app's folders in layers, lowest first (docs/architecture.md#the-browser-apps-layers).
 * A folder imports only from layers below its own; folders of one layer do not import
 * each other. The files at the root of src/ (main.tsx, App.tsx, consoleTexts.ts) compose
 * the app and stand above everything.
 */
const SRC_LAYERS: readonly (readonly string[])[] = [
  ['navigation', 'i18n', 'viewport'],
  ['providers'],
  ['feedback'],
  ['uploads'],
  ['schema-ui'],
  ['feature-host'],
  ['registry'],
  ['shell'],
  ['pages'],
  ['features'],
  ['(root)'],
];

/** The folder of src/ a file lies in; files directly under src/ are the root. */
function folderOf(file: string): string {
  const parts = file.split('/');
  return parts.length === 2 ? '(root)' : parts[1];
}

function layerOf(folder: string): number {
  const layer = SRC_LAYERS.findIndex((folders) => folders.includes(folder));
  if (layer < 0) throw new Error(`src/${folder}/ is in no layer: add it to SRC_LAYERS and to the docs`);
  return layer;
}

/** `importer -> imported` for each import that does not run down the layers. */
function importsAgainstLayers(graph: Map<string, Set<string>>): string[] {
  return [...graph].flatMap(([file, imported]) =>
    [...imported]
      .filter((target) => target.startsWith('src/'))
      .filter((target) => {
        const from = folderOf(file);
        const to = folderOf(target);
        return from !== to && layerOf(to) >= layerOf(from);
      })
      .map((target) => `${file} -> ${target}`),
  );
}

describe('the layers of src/', () => {
  it('finds an import that runs up, or across one layer, and lets one that runs down pass', () => {
    const graph = new Map([
      ['src/schema-ui/SchemaList.tsx', new Set(['src/shell/layout/index.ts', 'src/providers/http.ts'])],
      ['src/i18n/en.ts', new Set(['src/navigation/routePages.ts'])],
      ['src/App.tsx', new Set(['src/shell/ConsoleLayout.tsx'])],
    ]);
    expect(importsAgainstLayers(graph)).toEqual([
      'src/schema-ui/SchemaList.tsx -> src/shell/layout/index.ts',
      'src/i18n/en.ts -> src/navigation/routePages.ts',
    ]);
  });

  it('places every folder of src/ in a layer and has every import run down them', () => {
    const graph = importGraph(['src'], [STATIC_IMPORT, LAZY_IMPORT]);
    expect(graph.get('src/App.tsx')?.size).toBeGreaterThan(0);
    expect(importsAgainstLayers(graph)).toEqual([]);
  });
});
