import type { Row } from '../../db/database';
import type { FeatureTables } from '../../db/resource-tables';
import type { ResidentValues, SheetResident } from './row-validation';

/** What writing a row will do to the site's residents. */
export type ResidentAction = 'create' | 'update' | 'unchanged';

/** A row the import will write, as the preview read it (the run reads the site again before writing). */
export interface PlannedResident extends SheetResident {
  action: ResidentAction;
  /** Its photo, kept in the store under `key`; `face` says whether it already is a face of the resident. */
  photo?: { key: string; url: string; entry: string; face: 'create' | 'unchanged' };
}

/** A text field's value as compared: blank and absent are the same. */
function comparable(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value);
  return text === '' ? null : text;
}

/** Create when the site has no resident of that person id; update only when a value the sheet gives differs. */
export function residentAction(existing: Row | undefined, values: ResidentValues): ResidentAction {
  if (!existing) return 'create';
  const differs = Object.entries(values).some(([name, value]) => comparable(existing[name]) !== comparable(value));
  return differs ? 'update' : 'unchanged';
}

/** The residents of a site, by person id: one query, whatever the sheet's size. */
export async function residentsOfSite(tables: FeatureTables, siteId: number): Promise<Map<string, Row>> {
  const store = tables.of('resident');
  const rows = await store.db.selectFrom(store.table).selectAll().where('siteId', '=', siteId).execute();
  const byPersonId = new Map<string, Row>();
  for (const stored of rows) {
    const row = store.decode(stored);
    if (typeof row.personId === 'string' && row.personId !== '') byPersonId.set(row.personId, row);
  }
  return byPersonId;
}

const KEYS_PER_QUERY = 500;

/**
 * Faces of a site already made from these photo keys, as `<residentId> <facePath>`:
 * the same photo of the same resident, imported before (import-photos.ts names them).
 */
export async function facesOfKeys(tables: FeatureTables, siteId: number, keys: string[]): Promise<Set<string>> {
  const store = tables.of('face');
  const found = new Set<string>();
  for (let start = 0; start < keys.length; start += KEYS_PER_QUERY) {
    const chunk = keys.slice(start, start + KEYS_PER_QUERY);
    const rows = await store.db
      .selectFrom(store.table)
      .select(['residentId', 'facePath'])
      .where('siteId', '=', siteId)
      .where('facePath', 'in', chunk)
      .execute();
    for (const row of rows) found.add(faceKey(Number(row.residentId), String(row.facePath)));
  }
  return found;
}

export function faceKey(residentId: number, facePath: string): string {
  return `${residentId} ${facePath}`;
}
