import fs from 'node:fs';
import path from 'node:path';

/** The project's root folder. */
export const ROOT = path.resolve(import.meta.dirname, '../..');

/** `import … from './x'`, `export … from './x'` and `import './x'`, at the start of a line. */
export const STATIC_IMPORT = /^\s*(?:import|export)\b[^;'"]*?['"](\.{1,2}\/[^'"]*)['"]/gm;

/** `import('./x')`, a module loaded when first needed. */
export const LAZY_IMPORT = /\bimport\(\s*['"](\.{1,2}\/[^'"]*)['"]\s*\)/g;

/** The TypeScript files under `dir`, outside node_modules. */
export function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The file a relative specifier names, as the bundler resolves it. */
export function resolveImport(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((file) => /\.tsx?$/.test(file) && fs.existsSync(file) && fs.statSync(file).isFile());
}

/**
 * Each source file of `folders`, by its path from the project's root, with the source
 * files it imports by a relative specifier matched by one of `patterns`.
 */
export function importGraph(folders: readonly string[], patterns: readonly RegExp[] = [STATIC_IMPORT]) {
  const graph = new Map<string, Set<string>>();
  for (const file of folders.flatMap((folder) => sourceFiles(path.join(ROOT, folder)))) {
    const text = fs.readFileSync(file, 'utf8');
    const imported = new Set<string>();
    for (const [, specifier] of patterns.flatMap((pattern) => [...text.matchAll(pattern)])) {
      const target = resolveImport(file, specifier);
      if (target) imported.add(path.relative(ROOT, target));
    }
    graph.set(path.relative(ROOT, file), imported);
  }
  return graph;
}
