import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Everything the code and the docs refer to is in the repository: no source or doc file
 * names a document kept outside it. What such a file stated belongs in docs/ instead.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');

/** Names of documents that are not in the repository, and the way out of it. */
const OUTSIDE = [
  ['API', '.md'],
  ['DOMAIN', '.md'],
  ['RESEARCH', '.md'],
  ['ARCHITECTURE', '.md'],
  ['STYLE', '.md'],
  ['product', '-spec'],
  ['../', 'shared'],
].map((parts) => parts.join(''));

const SCANNED = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|json|md|txt|html|css|ya?ml|sh)$/;

/** Source and doc files: tracked, or new and not ignored. */
function scannedFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter((file) => SCANNED.test(file) && !file.split('/').includes('node_modules'))
    .filter((file) => fs.existsSync(path.join(ROOT, file)));
}

describe('references out of the repository', () => {
  const files = scannedFiles();

  it('reads the source and the docs', () => {
    expect(files).toContain('README.md');
    expect(files.some((file) => file.startsWith('server/'))).toBe(true);
  });

  it('no file names a document kept outside the repository', () => {
    const found = files.flatMap((file) =>
      fs
        .readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          OUTSIDE.filter((name) => line.includes(name)).map((name) => `${file}:${index + 1}: ${name}`),
        ),
    );
    expect(found).toEqual([]);
  });
});
