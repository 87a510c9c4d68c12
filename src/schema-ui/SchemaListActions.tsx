import { CreateButton, FilterButton, SelectColumnsButton, TopToolbar, useFilterContext } from 'react-admin';
import type { ResourceDefinition } from '../../contract/resource';
import { SpreadsheetExportButton } from '../export';
import { useDevice } from '../shell/layout';
import { columnsPreferenceKey } from './listColumns';

/**
 * react-admin's list actions (columns, filters, create) with the console's spreadsheet
 * export in place of its CSV one. Phones show one line per record, so no column choice.
 */
export function SchemaListActions({ resource }: { resource: ResourceDefinition }) {
  const filters = useFilterContext();
  const table = useDevice() !== 'mobile';
  return (
    <TopToolbar>
      {table && <SelectColumnsButton preferenceKey={columnsPreferenceKey(resource)} />}
      {filters && <FilterButton />}
      {resource.operations.includes('create') && <CreateButton resource={resource.path} />}
      <SpreadsheetExportButton resource={resource} />
    </TopToolbar>
  );
}
