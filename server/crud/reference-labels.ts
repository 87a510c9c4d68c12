import { REFERENCE_LABELS_FIELD, type ReferenceLabels } from '../../contract/reference-labels';
import type { FieldDefinition, ResourceDefinition } from '../../contract/resource';
import type { Row } from '../db/database';
import { runKept } from '../db/kept-queries';
import type { ResourceTables } from '../db/resource-tables';
import type { JsonSchema } from './json-schema';

/** The titles of referenced rows a page query read itself (title-columns.ts): by field name, then by id. */
export type KnownTitles = Map<string, Map<number, string>>;

/** The fields of a resource that hold ids of another resource's rows, one or many. */
export function referenceFields(resource: ResourceDefinition, tables: ResourceTables): FieldDefinition[] {
  return resource.fields.filter(
    (field) =>
      field.references !== undefined &&
      !field.internal &&
      !field.writeOnly &&
      tables.resources.some((known) => known.name === field.references),
  );
}

function idsIn(value: unknown): number[] {
  const values = Array.isArray(value) ? value : [value];
  return values.filter((id): id is number => typeof id === 'number' && Number.isInteger(id) && id > 0);
}

export function labelOf(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  return typeof value === 'string' ? value : String(value);
}

/**
 * The titles of the rows `field` refers to from `rows`: one query by ids, whoever
 * the referenced resource's permission belongs to. A row shows the names of what it
 * refers to to whoever may see the row, so a screen never asks the referenced
 * resource's API (which its account may not hold) for them.
 */
async function titlesOf(tables: ResourceTables, field: FieldDefinition, rows: Row[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.flatMap((row) => idsIn(row[field.name])))];
  const titles = new Map<number, string>();
  if (ids.length === 0 || !field.references) return titles;
  const store = tables.of(field.references);
  const title = store.resource.recordTitle;
  if (!store.hasColumn(title)) return titles;
  const shape = `${store.database.dialect} ${store.table} ${title} of ${ids.length} ids`;
  const found = await runKept(store.db, shape, ids, () =>
    store.db.selectFrom(store.table).select(['id', title]).where('id', 'in', ids),
  );
  for (const raw of found) {
    const decoded = store.decode(raw as Row);
    const label = labelOf(decoded[title]);
    if (label !== undefined) titles.set(Number(decoded.id), label);
  }
  return titles;
}

/**
 * Adds `referenceLabels` to each row: for every reference field, the title of each
 * row it refers to, by id. The titles the page query read itself (`known`,
 * title-columns.ts) are taken as they are; every other reference field costs one
 * query for the whole page.
 */
export async function withReferenceLabels(
  resource: ResourceDefinition,
  tables: ResourceTables,
  rows: Row[],
  known?: KnownTitles,
): Promise<Row[]> {
  const fields = referenceFields(resource, tables);
  if (fields.length === 0 || rows.length === 0) return rows;
  const titles = await Promise.all(fields.map((field) => known?.get(field.name) ?? titlesOf(tables, field, rows)));
  return rows.map((row) => {
    const labels: ReferenceLabels = {};
    fields.forEach((field, index) => {
      const named: Record<string, string> = {};
      for (const id of idsIn(row[field.name])) {
        const title = titles[index].get(id);
        if (title !== undefined) named[String(id)] = title;
      }
      labels[field.name] = named;
    });
    return { ...row, [REFERENCE_LABELS_FIELD]: labels };
  });
}

/** The response schema of `referenceLabels`. */
export const REFERENCE_LABELS_SCHEMA: JsonSchema = {
  type: 'object',
  description: 'For each reference field, the title of each row it refers to, by id',
  additionalProperties: { type: 'object', additionalProperties: { type: 'string' } },
};
