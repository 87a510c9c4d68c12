import type { RevisionView } from '../../../contract/record-history';
import type { ReferenceLabels } from '../../../contract/reference-labels';
import { OWNER_FIELD, type ResourceDefinition } from '../../../contract/resource';
import type { FeatureTables } from '../../db/resource-tables';
import { RevisionReads } from './revision-reads';

/** The fields of a resource that name rows of another, with the resource each names. */
function referenceFields(resource: ResourceDefinition): Map<string, string> {
  const fields = new Map<string, string>();
  for (const field of resource.fields) if (field.references) fields.set(field.name, field.references);
  if (resource.ownership.kind === 'direct') fields.set(OWNER_FIELD, 'admin');
  return fields;
}

function idsIn(value: unknown): number[] {
  const values = Array.isArray(value) ? value : [value];
  return values.filter((id): id is number => typeof id === 'number' && Number.isInteger(id));
}

/** The title of each of these rows: the row's own, or, for a deleted one, its last revision's. */
export async function titlesOf(tables: FeatureTables, resourceName: string, ids: number[]) {
  const titles = new Map<number, string>();
  if (ids.length === 0 || !tables.has(resourceName)) return titles;
  const store = tables.of(resourceName);
  const titleField = store.resource.recordTitle;
  for (const row of await store.findByIds(ids)) {
    const title = row[titleField];
    titles.set(Number(row.id), title === null || title === undefined ? `#${row.id}` : String(title));
  }
  const gone = ids.filter((id) => !titles.has(id));
  for (const revision of await new RevisionReads(tables).newest(resourceName, gone)) {
    titles.set(revision.recordId, revision.recordTitle ?? `#${revision.recordId}`);
  }
  return titles;
}

/** For each reference field the revisions changed, the title of every row named before or after, by id. */
export async function referenceLabelsOf(
  tables: FeatureTables,
  resource: ResourceDefinition,
  revisions: readonly RevisionView[],
): Promise<ReferenceLabels> {
  const labels: ReferenceLabels = {};
  for (const [field, target] of referenceFields(resource)) {
    const ids = new Set<number>();
    for (const revision of revisions) {
      const change = revision.changes[field];
      if (!change || change.masked) continue;
      for (const id of [...idsIn(change.before), ...idsIn(change.after)]) ids.add(id);
    }
    if (ids.size === 0) continue;
    const titles = await titlesOf(tables, target, [...ids]);
    labels[field] = Object.fromEntries([...titles].map(([id, title]) => [String(id), title]));
  }
  return labels;
}
