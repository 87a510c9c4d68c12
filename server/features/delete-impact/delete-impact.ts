import type { Label, OnDelete, ResourceDefinition } from '../../../contract/resource';
import type { FeatureTables } from '../../db/resource-tables';

/** What deleting the chosen rows does to the rows of one resource that refer to them. */
export interface DeleteEffect {
  /** The resource whose rows refer to the deleted ones (directly or through a cascade). */
  resource: string;
  label: Label;
  /** The referring field, and the resource it refers to (the chosen one, or one deleted with it). */
  field: string;
  through: string;
  /** `cascade`: deleted too; `restrict`: they keep the delete from happening; `set-null`: they lose the reference. */
  onDelete: OnDelete;
  count: number;
}

export interface DeleteImpact {
  /** The chosen rows that exist. */
  ids: number[];
  /** Every rule whose rows are touched, with how many; rules touching no row are left out. */
  effects: DeleteEffect[];
  /** A `restrict` rule holds rows: the database would refuse the delete (409). */
  refused: boolean;
}

/** What keeps the delete from happening first, then what goes with it, then what only loses its reference. */
const RANK: Record<OnDelete, number> = { restrict: 0, cascade: 1, 'set-null': 2 };

/** A cascade of a cascade goes this deep at most; the schemas' deepest chain is two. */
export const MAX_DEPTH = 4;

/** Rows by id: the chosen ones, or those whose `field` names a row of the parent source (a cascade's). */
export type IdSource = number[] | { table: string; field: string; parent: IdSource };

/**
 * The consequences of deleting rows of `resource`, read from the schemas' integrity rules
 * (`x-db.onDelete` of every reference to it, gathered as `referencedBy`): each rule's rows
 * are counted with one query, and the rows a cascade deletes are followed to the rules
 * that refer to them in turn. Nothing is written.
 */
export async function deleteImpact(
  tables: FeatureTables,
  resource: ResourceDefinition,
  ids: number[],
): Promise<DeleteImpact> {
  const effects: DeleteEffect[] = [];
  if (ids.length === 0) return { ids, effects, refused: false };
  await collect(tables, resource, ids, 0, effects);
  effects.sort((one, other) => RANK[one.onDelete] - RANK[other.onDelete]);
  return { ids, effects, refused: effects.some((effect) => effect.onDelete === 'restrict') };
}

async function collect(
  tables: FeatureTables,
  resource: ResourceDefinition,
  source: IdSource,
  depth: number,
  effects: DeleteEffect[],
): Promise<void> {
  if (depth >= MAX_DEPTH) return;
  for (const referrer of resource.referencedBy ?? []) {
    if (!tables.has(referrer.resource)) continue;
    const store = tables.of(referrer.resource);
    const answer = await store.db
      .selectFrom(store.table)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where((eb) => eb(referrer.field, 'in', idQuery(source, eb)))
      .executeTakeFirstOrThrow();
    const count = Number(answer.count);
    if (count === 0) continue;
    effects.push({
      resource: referrer.resource,
      label: store.resource.label,
      field: referrer.field,
      through: resource.name,
      onDelete: referrer.onDelete,
      count,
    });
    if (referrer.onDelete === 'cascade' && referrer.resource !== resource.name) {
      const next = { table: store.table, field: referrer.field, parent: source };
      await collect(tables, store.resource, next, depth + 1, effects);
    }
  }
}

// biome-ignore lint/suspicious/noExplicitAny: the tables are named at run time, as the registry's are.
type AnyBuilder = any;

/** The ids a source stands for: the chosen ones, or a subquery of the rows a cascade reaches. */
export function idQuery(source: IdSource, eb: AnyBuilder): unknown {
  if (Array.isArray(source)) return source;
  return eb.selectFrom(source.table).select(`${source.table}.id`).where(source.field, 'in', idQuery(source.parent, eb));
}
