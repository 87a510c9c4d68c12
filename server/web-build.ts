import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** What the browser build is made from; a change to any of them calls for a new build. */
const SOURCES = ['src', 'contract', 'index.html', 'vite.config.ts'];

/** Builds the browser app with Vite when `dist/` is missing or older than its sources. */
export function ensureWebBuild(projectRoot: string): void {
  const builtAt = modifiedAt(path.join(projectRoot, 'dist', 'index.html'));
  const sourcesAt = Math.max(...SOURCES.map((source) => newestModification(path.join(projectRoot, source))));
  if (builtAt !== undefined && builtAt >= sourcesAt) return;

  process.stdout.write(
    builtAt === undefined ? 'Building the browser app…\n' : 'The browser app changed; rebuilding…\n',
  );
  const viteBin = path.join(
    path.dirname(createRequire(import.meta.url).resolve('vite/package.json')),
    'bin',
    'vite.js',
  );
  const result = spawnSync(process.execPath, [viteBin, 'build'], { cwd: projectRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`vite build failed (exit code ${result.status ?? result.signal})`);
}

function modifiedAt(file: string): number | undefined {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

function newestModification(entry: string): number {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestModification(path.join(entry, child)));
  return newest;
}
