import type { Referrer, ResourceDefinition } from '../../../contract/resource';
import type { ResourceServices } from '../../crud/resource-services';
import type { Row } from '../../db/database';
import type { FeatureTables } from '../../db/resource-tables';
import { type IdSource, idQuery, MAX_CASCADE_DEPTH } from '../delete-impact';
import { actorOf } from './revision-actor';
import type { RevisionShape } from './revision-changes';
import { record, revisionShapeOf } from './revision-recorder';

/** A row, as it was before a delete, that the delete takes with it or leaves without its references. */
interface Touched {
  resource: ResourceDefinition;
  shape: RevisionShape;
  row: Row;
  /** A cascade deletes it. */
  deleted: boolean;
  /** Else the fields set-null rules empty, each as null. */
  nulled: Row;
}

/** What each delete in progress touches, by the tables of its transaction, then by `resource:id` of the deleted row. */
const touchedBy = new WeakMap<FeatureTables, Map<string, Touched[]>>();

const keyOf = (resource: ResourceDefinition, row: Row | undefined) => `${resource.name}:${Number(row?.id)}`;

/**
 * The rows a delete changes by the database's own rules (`x-db.onDelete`, the schemas' and
 * those of entities published at run time) keep a history too. Before a record is deleted
 * through the write path, the rows of resources that keep one that a cascade deletes with
 * it (followed from rule to rule, as deep as the delete confirmation looks) or that a
 * set-null rule leaves without it are read, one query per rule. Once the delete is done,
 * each gets its revision in the same transaction, by the same actor: a `delete` holding
 * its last values, or an `update` of the fields becoming null. A delete that fails leaves
 * none; a row deleted through the write path in the same transaction has its own delete
 * revision, never a second one (revision-recorder.ts).
 */
export function recordCascadeRevisions(services: ResourceServices): void {
  services.on('*', 'beforeDelete', async ({ tables, resource, before }) => {
    if (!before) return;
    const touched = new Map<string, Touched>();
    await follow(tables, resource, [Number(before.id)], 0, touched);
    if (touched.size === 0) return;
    const deletes = touchedBy.get(tables) ?? new Map<string, Touched[]>();
    deletes.set(keyOf(resource, before), [...touched.values()]);
    touchedBy.set(tables, deletes);
  });
  services.on('*', 'afterDelete', async (context) => {
    const deletes = touchedBy.get(context.tables);
    const key = keyOf(context.resource, context.before);
    const touched = deletes?.get(key);
    if (!touched) return;
    deletes?.delete(key);
    const actor = await actorOf(context);
    for (const { resource, shape, row, deleted, nulled } of touched) {
      const one = { ...context, resource, before: row };
      if (deleted) await record({ ...one, after: undefined }, shape, 'delete', actor);
      else await record({ ...one, after: { ...row, ...nulled } }, shape, 'update', actor);
    }
  });
}

/** Gathers, by `resource:id`, the rows that the rules referring to `resource` touch when the rows of `source` go. */
async function follow(
  tables: FeatureTables,
  resource: ResourceDefinition,
  source: IdSource,
  depth: number,
  touched: Map<string, Touched>,
): Promise<void> {
  if (depth >= MAX_CASCADE_DEPTH) return;
  for (const rule of rulesReferringTo(tables, resource)) {
    if (rule.onDelete === 'restrict' || !tables.has(rule.resource)) continue;
    const store = tables.of(rule.resource);
    const shape = revisionShapeOf(store.resource);
    if (shape) {
      const rows = await store.db
        .selectFrom(store.table)
        .selectAll()
        .where((eb) => eb(rule.field, 'in', idQuery(source, eb)))
        .orderBy('id')
        .execute();
      for (const row of rows) note(touched, { resource: store.resource, shape, row: store.decode(row) }, rule);
    }
    if (rule.onDelete === 'cascade') {
      await follow(
        tables,
        store.resource,
        { table: store.table, field: rule.field, parent: source },
        depth + 1,
        touched,
      );
    }
  }
}

/**
 * The integrity rules of the references to `target`: the schemas' (`referencedBy`), and
 * those of entities published at run time, which the generated list cannot know.
 */
function rulesReferringTo(tables: FeatureTables, target: ResourceDefinition): Referrer[] {
  const rules = [...(target.referencedBy ?? [])];
  const known = new Set(rules.map((rule) => `${rule.resource}:${rule.field}`));
  for (const resource of tables.resources) {
    for (const { name, references, db } of resource.fields) {
      if (references !== target.name || !db.onDelete || known.has(`${resource.name}:${name}`)) continue;
      rules.push({ resource: resource.name, table: resource.table, field: name, onDelete: db.onDelete });
    }
  }
  return rules;
}

/** Notes what `rule` does to a row: a cascade deletes it, whatever else does; a set-null rule empties its field. */
function note(touched: Map<string, Touched>, found: Omit<Touched, 'deleted' | 'nulled'>, rule: Referrer): void {
  const key = keyOf(found.resource, found.row);
  const known = touched.get(key) ?? { ...found, deleted: false, nulled: {} };
  if (rule.onDelete === 'cascade') known.deleted = true;
  else known.nulled[rule.field] = null;
  touched.set(key, known);
}
