import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The most JavaScript, gzipped, that the sign-in page may load before it shows (1 kB = 1000 bytes, as Vite counts). */
export const INITIAL_JAVASCRIPT_BUDGET = 400_000;

/** Where Vite writes the manifest (`build.manifest: true`), relative to the build's directory. */
const MANIFEST = path.join('.vite', 'manifest.json');

interface ManifestChunk {
  file: string;
  imports?: string[];
}

export interface InitialJavaScript {
  /** The entry script of index.html and every chunk it imports statically, at any depth. */
  files: { file: string; gzipBytes: number }[];
  gzipBytes: number;
}

/**
 * What the browser must load before any page, /login included, can show: the
 * module script of the built index.html and its static imports, read from Vite's
 * manifest. Chunks imported dynamically (lazy screens, the spreadsheet library) are
 * left out: they load when used. Undefined when there is no build.
 */
export function measureInitialJavaScript(buildDir: string): InitialJavaScript | undefined {
  const indexFile = path.join(buildDir, 'index.html');
  const manifestFile = path.join(buildDir, MANIFEST);
  if (!fs.existsSync(indexFile) || !fs.existsSync(manifestFile)) return undefined;

  const html = fs.readFileSync(indexFile, 'utf8');
  const entrySrc = html.match(/<script\b[^>]*type="module"[^>]*\bsrc="\/?([^"]+)"/)?.[1];
  if (!entrySrc) throw new Error(`${indexFile} has no module script`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const entryKey = Object.keys(manifest).find((key) => manifest[key].file === entrySrc);
  if (!entryKey) throw new Error(`the manifest does not list the entry ${entrySrc}`);

  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(entryKey);

  const files = [...seen].map((key) => {
    const file = manifest[key].file;
    return { file, gzipBytes: gzipSync(fs.readFileSync(path.join(buildDir, file))).length };
  });
  return { files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}

export function describeInitialJavaScript(measured: InitialJavaScript): string {
  const kB = (bytes: number) => (bytes / 1000).toFixed(2);
  const verdict = measured.gzipBytes <= INITIAL_JAVASCRIPT_BUDGET ? 'within' : 'OVER';
  return `initial JavaScript of /login: ${kB(measured.gzipBytes)} kB gzip in ${measured.files.length} files (${verdict} the ${kB(INITIAL_JAVASCRIPT_BUDGET)} kB budget)`;
}
