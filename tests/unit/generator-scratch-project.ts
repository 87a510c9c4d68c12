import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const PROJECT_ROOT = join(__dirname, '../..');
const CLI = join(PROJECT_ROOT, 'generator/cli.ts');

/** What the generator reads and writes; a copy of these is a project it can work on with --root. */
const GENERATOR_INPUTS = ['schemas', 'contract/generated', 'server/db/migrations'];

/** A throw-away copy of the project's schemas and generated output. */
export function scratchProject(): {
  root: string;
  remove: () => void;
  /** Where a test keeps the migration the generator wrote in it. */
  migration?: { sqlite: string[]; postgres: string[] };
} {
  const root = mkdtempSync(join(tmpdir(), 'generator-'));
  for (const dir of GENERATOR_INPUTS) cpSync(join(PROJECT_ROOT, dir), join(root, dir), { recursive: true });
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** A schema read for editing: tests break schemas on purpose, in ways the schema types forbid. */
// biome-ignore lint/suspicious/noExplicitAny: a deliberately broken schema has no type to check against
export type LooseJson = Record<string, any>;

export function readJson<T>(root: string, path: string): T {
  return JSON.parse(readFileSync(join(root, path), 'utf8')) as T;
}

export function writeJson(root: string, path: string, value: unknown): void {
  writeFileSync(join(root, path), `${JSON.stringify(value, null, 2)}\n`);
}

/** Runs `npm run generate` (the CLI) on a project; returns its exit status and everything it printed. */
export function runGenerator(root: string, ...args: string[]): { status: number; output: string } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', CLI, '--root', root, ...args], {
    cwd: PROJECT_ROOT,
    encoding: 'utf8',
  });
  return { status: result.status ?? -1, output: `${result.stdout}${result.stderr}` };
}

/** A small entity that is not one of the product's, as a newcomer would write it. */
export const PARCEL_SCHEMA = {
  $id: 'parcel',
  title: 'Parcel',
  type: 'object',
  'x-resource': {
    path: 'parcels',
    table: 'parcel',
    permission: 'parcel-list',
    newPermission: true,
    label: { en: 'Parcel', zh: '包裹' },
    search: ['recipient'],
  },
  properties: {
    recipient: {
      type: 'string',
      minLength: 1,
      maxLength: 40,
      'x-ui': { label: { en: 'Recipient', zh: '收件人' }, filter: 'search', sort: true },
      'x-errors': { required: 6037 },
    },
    weight: { type: 'number', minimum: 0, 'x-ui': { label: { en: 'Weight', zh: '重量' }, filter: 'range' } },
  },
  required: ['recipient'],
  additionalProperties: false,
};
