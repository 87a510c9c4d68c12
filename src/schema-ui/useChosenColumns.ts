import { useStore } from 'react-admin';
import type { FieldDefinition, ResourceDefinition } from '../../contract/resource';
import { columnsPreferenceKey, listColumns, shownColumns } from './listColumns';

/** A column as react-admin's Columns button keeps it: its position among the table's columns, and its field. */
export interface StoredColumn {
  index: string;
  source?: string;
}

/**
 * The fields the admin has chosen to see, in the order chosen: `chosen` holds the
 * positions react-admin stores, `available` what each position holds. With no choice
 * made yet, the columns a list shows at first.
 */
export function chosenColumns(
  resource: ResourceDefinition,
  chosen: readonly string[] | undefined,
  available: readonly StoredColumn[],
): FieldDefinition[] {
  if (!chosen) return shownColumns(resource);
  const offered = listColumns(resource);
  return chosen.flatMap((index) => {
    const source = available.find((column) => column.index === index)?.source;
    return offered.filter((field) => field.name === source);
  });
}

/** The fields of a resource's list that the admin sees now, as the Columns button left them. */
export function useChosenColumns(resource: ResourceDefinition): FieldDefinition[] {
  const key = `preferences.${columnsPreferenceKey(resource)}`;
  const [chosen] = useStore<string[] | undefined>(`${key}.columns`);
  const [available] = useStore<StoredColumn[]>(`${key}.availableColumns`, []);
  return chosenColumns(resource, chosen, available);
}
