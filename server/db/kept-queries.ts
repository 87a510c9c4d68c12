import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Row, Tables } from './database';
import { prepareOnce } from './prepared-statements';

/** Shapes kept per process; the shapes of lookups are few, written in the code. */
const KEPT_SHAPES = 512;
const kept = new Map<string, CompiledQuery<Row>>();

/**
 * Runs a query whose SQL depends only on its shape (`shape`: dialect, table, columns),
 * building and compiling it the first time only; later runs reuse that SQL with the
 * new `parameters`, and PostgreSQL prepares it once per connection (prepared-statements.ts).
 * A compiled query whose parameters are not exactly `parameters`
 * (the builder bound something else) is never reused. Kept SQL is not passed through
 * Kysely plugins again; the server's executors use none.
 */
export async function runKept(
  executor: Kysely<Tables>,
  shape: string,
  parameters: readonly unknown[],
  build: () => Compilable<Row>,
): Promise<Row[]> {
  const found = kept.get(shape);
  if (found) return (await executor.executeQuery<Row>({ ...found, parameters })).rows;
  const compiled = build().compile();
  if (kept.size < KEPT_SHAPES && sameValues(compiled.parameters, parameters)) {
    kept.set(shape, compiled);
    prepareOnce(compiled.sql);
  }
  return (await executor.executeQuery<Row>(compiled)).rows;
}

function sameValues(left: readonly unknown[], right: readonly unknown[]): boolean {
  return left.length === right.length && left.every((value, index) => value === right[index]);
}
