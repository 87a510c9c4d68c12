import { CreateButton, FilterButton, TopToolbar, useFilterContext } from 'react-admin';
import type { ResourceDefinition } from '../../contract/resource';
import { SpreadsheetExportButton } from '../export';

/** react-admin's list actions (filters, create) with the console's spreadsheet export in place of its CSV one. */
export function SchemaListActions({ resource }: { resource: ResourceDefinition }) {
  const filters = useFilterContext();
  return (
    <TopToolbar>
      {filters && <FilterButton />}
      {resource.operations.includes('create') && <CreateButton resource={resource.path} />}
      <SpreadsheetExportButton resource={resource} />
    </TopToolbar>
  );
}
