import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../contract/errors';

/** docs/domain.md keeps two lists by hand; these checks keep them true to the code. */
const ROOT = join(import.meta.dirname, '../..');
const DOMAIN = readFileSync(join(ROOT, 'docs/domain.md'), 'utf8');

/** The text of one `## ` section, up to the next. */
function section(heading: string): string {
  const start = DOMAIN.indexOf(`\n## ${heading}\n`);
  expect(start, heading).toBeGreaterThanOrEqual(0);
  const end = DOMAIN.indexOf('\n## ', start + 1);
  return DOMAIN.slice(start, end < 0 ? undefined : end);
}

describe('docs/domain.md', () => {
  it('lists every code of contract/errors.ts with its English text and HTTP status', () => {
    const rows = [...section('Catalogue of codes').matchAll(/^\| (\d+) \| (.*) \| (\d+) \|$/gm)].map((row) => [
      Number(row[1]),
      (row[2] ?? '').replace(/\\\|/g, '|'),
      Number(row[3]),
    ]);
    const expected = Object.entries(CATALOGUE)
      .map(([code, entry]) => [Number(code), entry.en, entry.http])
      .sort((a, b) => Number(a[0]) - Number(b[0]));
    expect(rows).toEqual(expected);
  });

  it('names every schema of schemas/ under Entities, and no other', () => {
    const listed = [...section('Entities').matchAll(/^\| `([a-z-]+)` \|/gm)].map((row) => row[1]).sort();
    const schemas = readdirSync(join(ROOT, 'schemas'))
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.replace(/\.json$/, ''))
      .sort();
    expect(listed).toEqual(schemas);
  });
});
