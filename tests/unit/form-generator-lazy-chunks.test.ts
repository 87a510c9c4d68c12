import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { measureInitialJavaScript } from '../../server/web-build-size';

const BUILD = join(import.meta.dirname, '../../dist');
const BUILDER = 'src/features/form-generator/FormGeneratorPage.tsx';
const JSON_EDITOR = 'src/features/form-generator/JsonEditor.tsx';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isDynamicEntry?: boolean;
}

/**
 * Texts that only each library's own code holds, and that minification keeps (string
 * literals): the manifest names chunks, not the modules inside them, so a library is
 * found in the built files by what it says.
 */
const LIBRARIES = [
  { name: '@dnd-kit', markers: ['DndDescribedBy', 'DndLiveRegion'] },
  { name: '@codemirror', markers: ['cm-editor', 'Selection points outside of document'] },
];

/** The chunk `key` and every chunk it imports statically, at any depth, as built file names. */
function staticClosure(manifest: Record<string, ManifestChunk>, key: string): Set<string> {
  const seen = new Set<string>();
  const visit = (at: string) => {
    if (seen.has(at)) return;
    seen.add(at);
    for (const imported of manifest[at]?.imports ?? []) visit(imported);
  };
  visit(key);
  return new Set([...seen].map((at) => manifest[at].file));
}

/**
 * The browser app as built (the test run's global setup builds it when stale; this
 * builds nothing): the form generator's builder, its drag-and-drop library and its
 * code editor are loaded only on its screen, never with the sign-in page.
 */
describe.runIf(existsSync(join(BUILD, 'index.html')))('the form generator in the build', () => {
  const manifestFile = join(BUILD, '.vite', 'manifest.json');
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>)
    : {};
  const initial = new Set(measureInitialJavaScript(BUILD)?.files.map((file) => file.file) ?? []);
  /** What the lazy screens load: each dynamic entry with its static imports. */
  const lazy = new Set(
    Object.keys(manifest)
      .filter((key) => manifest[key].isDynamicEntry)
      .flatMap((key) => [...staticClosure(manifest, key)]),
  );
  const scripts = readdirSync(join(BUILD, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ file: `assets/${name}`, text: readFileSync(join(BUILD, 'assets', name), 'utf8') }));

  it('is a screen of its own, loaded when opened, and its JSON editor only when that is shown', () => {
    expect(initial.size, 'dist/.vite/manifest.json is missing: build with `npm run build`').toBeGreaterThan(0);
    const builder = manifest[BUILDER];
    expect(builder?.isDynamicEntry).toBe(true);
    expect(initial.has(builder?.file ?? '')).toBe(false);
    expect(builder?.dynamicImports).toContain(JSON_EDITOR);
    expect(staticClosure(manifest, BUILDER).has(manifest[JSON_EDITOR]?.file ?? '')).toBe(false);
  });

  for (const library of LIBRARIES) {
    it(`loads ${library.name} only in chunks imported dynamically`, () => {
      const holders = scripts
        .filter((script) => library.markers.every((marker) => script.text.includes(marker)))
        .map((script) => script.file);
      // The library is in the build, so the test looks at where it really is.
      expect(holders.length, `no built chunk holds ${library.name}`).toBeGreaterThan(0);
      for (const file of holders) {
        expect(initial.has(file), `${file} (${library.name}) is loaded with the sign-in page`).toBe(false);
        expect(lazy.has(file), `${file} (${library.name}) is not loaded by a lazy screen`).toBe(true);
      }
    });
  }

  it('loads the code editor from the JSON editor, and the drag-and-drop with the builder', () => {
    const holderOf = (marker: string) => scripts.find((script) => script.text.includes(marker))?.file;
    expect(staticClosure(manifest, JSON_EDITOR).has(holderOf('cm-editor') ?? '')).toBe(true);
    expect(staticClosure(manifest, BUILDER).has(holderOf('DndDescribedBy') ?? '')).toBe(true);
  });
});
