import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import { carriesReferenceLabels, referenceLabel } from '../../../contract/reference-labels';
import type { FieldDefinition, ResourceDefinition } from '../../../contract/resource';
import { referencedResource } from '..';

/** The title of each referenced row, by field name then id. */
export type ReferenceTitles = Map<string, Map<Identifier, string>>;

function referencedIds(rows: readonly RaRecord[], field: FieldDefinition): Identifier[] {
  const ids = new Set<Identifier>();
  for (const row of rows) {
    const value = row[field.name];
    for (const id of Array.isArray(value) ? value : [value]) {
      if (typeof id === 'number' || typeof id === 'string') ids.add(id);
    }
  }
  return [...ids];
}

/** The titles the rows carry themselves (`referenceLabels` of list answers), when every row carries them. */
function carriedTitles(rows: readonly RaRecord[], field: FieldDefinition): Map<Identifier, string> | undefined {
  if (!rows.every((row) => carriesReferenceLabels(row, field.name))) return undefined;
  const titles = new Map<Identifier, string>();
  for (const row of rows) {
    const value = row[field.name];
    for (const id of Array.isArray(value) ? value : [value]) {
      const title = referenceLabel(row, field.name, id);
      if (title !== undefined) titles.set(id, title);
    }
  }
  return titles;
}

/**
 * A sheet shows the rows a reference points to by their titles, as the list does:
 * the titles the list's rows carry, else those the referenced resource answers. A
 * resource the admin may not read keeps its ids: the export goes on without them.
 */
export async function fetchReferenceTitles(
  dataProvider: DataProvider,
  columns: readonly FieldDefinition[],
  rows: readonly RaRecord[],
): Promise<ReferenceTitles> {
  const titles: ReferenceTitles = new Map();
  for (const field of columns) {
    const target: ResourceDefinition | undefined = referencedResource(field);
    const ids = target ? referencedIds(rows, field) : [];
    if (!target || ids.length === 0) continue;
    const carried = carriedTitles(rows, field);
    if (carried) {
      titles.set(field.name, carried);
      continue;
    }
    try {
      const { data } = await dataProvider.getMany(target.path, { ids });
      titles.set(field.name, new Map(data.map((row) => [row.id, String(row[target.recordTitle] ?? row.id)])));
    } catch {
      // The ids are shown instead.
    }
  }
  return titles;
}
