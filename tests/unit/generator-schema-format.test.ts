import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { schemaFileText } from '../../generator/schema-format';
import { PROJECT_ROOT } from './generator-scratch-project';

const BIOME = join(PROJECT_ROOT, 'node_modules/.bin/biome');

/** What the project's formatter makes of a schema file's text. */
function biomeFormatted(text: string, name: string): string {
  return execFileSync(BIOME, ['format', `--stdin-file-path=schemas/${name}`], {
    cwd: PROJECT_ROOT,
    input: text,
    encoding: 'utf8',
  });
}

describe('a schema written as a file of schemas/', () => {
  it('is what the project formatter leaves as it is, for every built-in schema', { timeout: 120_000 }, () => {
    const names = readdirSync(join(PROJECT_ROOT, 'schemas')).filter((name) => name.endsWith('.json'));
    expect(names.length).toBeGreaterThan(10);
    for (const name of names) {
      const text = schemaFileText(JSON.parse(readFileSync(join(PROJECT_ROOT, 'schemas', name), 'utf8')));
      expect(biomeFormatted(text, name), name).toBe(text);
    }
  });

  it('spreads objects over lines and keeps a short list of names on one line', () => {
    const text = schemaFileText({
      required: ['a', 'b'],
      indexes: [['a', 'b']],
      label: { en: 'A', zh: '甲' },
      none: {},
    });
    expect(text).toBe(
      '{\n  "required": ["a", "b"],\n  "indexes": [["a", "b"]],\n  "label": {\n    "en": "A",\n    "zh": "甲"\n  },\n  "none": {}\n}\n',
    );
  });

  it('spreads a list that would pass 120 characters, one item a line', () => {
    const long = Array.from({ length: 12 }, (_, i) => `value-number-${i}`);
    const text = schemaFileText({ enum: long });
    expect(text.split('\n')).toHaveLength(long.length + 5);
    expect(biomeFormatted(text, 'long.json')).toBe(text);
  });
});
