import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { migrationSlug, planMigration } from './migration-plan';
import { migrationContent, wantedTables } from './planned-migration';
import { withReferrers } from './referrers';
import { emitRegistry } from './registry-emitter';
import { resourceOf } from './resource-model';
import { checkedSchemas } from './schema-checks';
import { loadSchemaFiles } from './schema-files';
import { SchemaProblem } from './schema-problem';
import type { Snapshot } from './table-shape';
import { emitTypes } from './types-emitter';
import { emitValidators, emitValidatorTypes } from './validators-emitter';

export const GENERATED_DIR = 'contract/generated';
export const MIGRATIONS_DIR = 'server/db/migrations';
export const SNAPSHOT_FILE = `${MIGRATIONS_DIR}/snapshot.json`;

export interface OutputFile {
  /** Relative to the project root. */
  path: string;
  content: string;
}

export interface Generation {
  files: OutputFile[];
  /** The new migration, when the schemas declare something the migrations do not create yet. */
  migration?: OutputFile;
  notices: string[];
}

/** Raised when a schema change would need a migration that could lose or reject data. */
export class MigrationRefused extends Error {
  constructor(readonly refusals: string[]) {
    super(`refused to write a migration:\n${refusals.map((refusal) => `  - ${refusal}`).join('\n')}`);
    this.name = 'MigrationRefused';
  }
}

function readSnapshot(root: string): Snapshot {
  const file = join(root, SNAPSHOT_FILE);
  if (!existsSync(file)) return { tables: {} };
  return JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
}

function nextMigrationNumber(root: string): string {
  const dir = join(root, MIGRATIONS_DIR);
  const numbers = existsSync(dir)
    ? readdirSync(dir)
        .map((name) => /^(\d{4})-.*\.json$/.exec(name)?.[1])
        .filter((value): value is string => value !== undefined)
        .map(Number)
    : [];
  return String(Math.max(0, ...numbers) + 1).padStart(4, '0');
}

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** Computes every generated file of a project from its schemas, without writing anything. */
export async function generate(root: string): Promise<Generation> {
  const { accepted, problems } = checkedSchemas(loadSchemaFiles(root));
  if (problems.length > 0) throw new SchemaProblem(problems);

  const resources = withReferrers(accepted.map(({ schema }) => resourceOf(schema)));
  const files: OutputFile[] = [
    { path: `${GENERATED_DIR}/registry.ts`, content: emitRegistry(resources) },
    { path: `${GENERATED_DIR}/types.ts`, content: await emitTypes(accepted) },
    { path: `${GENERATED_DIR}/validators.js`, content: emitValidators(accepted) },
    { path: `${GENERATED_DIR}/validators.d.ts`, content: emitValidatorTypes(accepted) },
  ];

  const previous = readSnapshot(root);
  const plan = planMigration(previous, wantedTables(resources));
  if (plan.refusals.length > 0) throw new MigrationRefused(plan.refusals);
  if (plan.changes.length === 0) return { files, notices: plan.notices };

  const id = `${nextMigrationNumber(root)}-${migrationSlug(previous, plan.changes)}`;
  const migration = {
    path: `${MIGRATIONS_DIR}/${id}.json`,
    content: json({ id, ...migrationContent(plan.changes) }),
  };
  files.push(migration, { path: SNAPSHOT_FILE, content: json(plan.next) });
  return { files, migration, notices: plan.notices };
}

/** Files whose content on disk differs from what the generator would write (missing ones included). */
export function staleFiles(root: string, generation: Generation): string[] {
  return generation.files
    .filter((file) => {
      const target = join(root, file.path);
      return !existsSync(target) || readFileSync(target, 'utf8') !== file.content;
    })
    .map((file) => file.path);
}

/** Writes the files that changed; returns their paths. */
export function writeGeneration(root: string, generation: Generation): string[] {
  const changed = staleFiles(root, generation);
  for (const file of generation.files) {
    if (!changed.includes(file.path)) continue;
    const target = join(root, file.path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, file.content);
  }
  return changed;
}
