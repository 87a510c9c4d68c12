import type { ResourceDefinition } from '../contract/resource';
import type { EntitySchema } from './entity-schema';
import { type MigrationCheck, migrationChecks } from './migration-checks';
import { type Change, migrationStatements, planMigration } from './migration-plan';
import type { Dialect } from './migration-sql';
import { resourceOf } from './resource-model';
import { type Snapshot, type TableShape, tableShapeOf } from './table-shape';

/** The tables a set of resources needs, keyed by table name; references resolve among them. */
export function wantedTables(resources: ResourceDefinition[]): Record<string, TableShape> {
  const tables = new Map(resources.map((resource) => [resource.name, resource.table]));
  const tableOf = (name: string) => tables.get(name) ?? name;
  return Object.fromEntries(resources.map((resource) => [resource.table, tableShapeOf(resource, tableOf)]));
}

/** A migration as its file holds it: the checks existing rows must pass (only when some rule tightens), then each engine's statements. */
export function migrationContent(changes: Change[]): { checks?: MigrationCheck[] } & Record<Dialect, string[]> {
  const checks = migrationChecks(changes);
  return { ...(checks.length > 0 ? { checks } : {}), ...migrationStatements(changes) };
}

export interface PlannedMigration {
  /** What the statements would do; empty when the database already matches. */
  changes: Change[];
  checks: MigrationCheck[];
  statements: Record<Dialect, string[]>;
  /** Changes that could lose or reject data; a migration with any is never written nor run. */
  refusals: string[];
  notices: string[];
  next: Snapshot;
}

/**
 * The additive migration from what the migrations already create (`previous`) to
 * what `schemas` declare, for both engines: the generator writes it as a file, the
 * server shows it before anything runs.
 */
export function plannedMigration(previous: Snapshot, schemas: EntitySchema[]): PlannedMigration {
  const plan = planMigration(previous, wantedTables(schemas.map(resourceOf)));
  const { checks = [], ...statements } = migrationContent(plan.changes);
  return { ...plan, checks, statements };
}
