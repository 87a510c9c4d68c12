import { type AliasedRawBuilder, sql } from 'kysely';
import type { FieldDefinition, ResourceDefinition } from '../../contract/resource';
import type { Row } from '../db/database';
import type { ResourceTables } from '../db/resource-tables';
import type { RowStore } from '../db/row-store';
import { type KnownTitles, labelOf, referenceFields } from './reference-labels';

/** One reference field whose title the page query reads, as a subquery per row. */
export interface TitleColumn {
  field: FieldDefinition;
  store: RowStore;
  title: string;
  /** The column the title comes back in, beside the row's own columns. */
  alias: string;
}

/**
 * The reference fields holding a single id whose titles a list's page query reads in
 * the same statement (`(SELECT title FROM referenced WHERE id = row.field)`), instead
 * of one more query by ids after it: on PostgreSQL that is one round trip less per
 * page. Fields holding several ids (a list of role ids) are still looked up by ids.
 */
export function titleColumns(resource: ResourceDefinition, tables: ResourceTables): TitleColumn[] {
  return referenceFields(resource, tables).flatMap((field) => {
    if (field.kind !== 'reference' || !field.references) return [];
    const store = tables.of(field.references);
    const title = store.resource.recordTitle;
    return store.hasColumn(title) ? [{ field, store, title, alias: `__title__${field.name}` }] : [];
  });
}

/** The subqueries that read `columns` for each row of `table` (its name or alias in the query). */
export function titleSelections(table: string, columns: readonly TitleColumn[]): AliasedRawBuilder<unknown, string>[] {
  return columns.map(({ field, store, title, alias }) => {
    // The referenced table gets an alias of its own: a table referring to itself stays unambiguous.
    const referenced = `__ref__${field.name}`;
    return sql`(SELECT ${sql.ref(`${referenced}.${title}`)} FROM ${sql.table(store.table)} AS ${sql.id(referenced)} WHERE ${sql.ref(`${referenced}.id`)} = ${sql.ref(`${table}.${field.name}`)})`.as(
      alias,
    );
  });
}

/** The titles read by `titleSelections`, from the rows as the query gave them. */
export function titlesRead(rows: readonly Row[], columns: readonly TitleColumn[]): KnownTitles {
  const known: KnownTitles = new Map();
  for (const { field, store, title, alias } of columns) {
    const titles = new Map<number, string>();
    for (const row of rows) {
      const id = row[field.name];
      const label = labelOf(store.decode({ [title]: row[alias] })[title]);
      if (id !== null && id !== undefined && label !== undefined) titles.set(Number(id), label);
    }
    known.set(field.name, titles);
  }
  return known;
}
