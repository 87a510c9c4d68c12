import { Suspense } from 'react';
import { CreateButton, FilterButton, TopToolbar, useFilterContext } from 'react-admin';
import type { ResourceDefinition } from '../../contract/resource';
import { useDevice } from '../viewport/device';
import { ColumnsButton } from './ColumnsButton';
import { SpreadsheetExportButton } from './export';
import { columnsPreferenceKey } from './listColumns';
import { EVERY_RESOURCE, useScreenOverride } from './screenOverrides';

/**
 * react-admin's list actions (columns, filters, create) with the console's spreadsheet
 * export in place of its CSV one, after the actions a feature gives the list. Phones
 * show one line per record, so no column choice.
 */
export function SchemaListActions({ resource }: { resource: ResourceDefinition }) {
  const filters = useFilterContext();
  const table = useDevice() !== 'mobile';
  const FeatureActions = useScreenOverride(resource.name)?.listActions;
  const EveryResourceActions = useScreenOverride(EVERY_RESOURCE)?.resourceListActions;
  return (
    <TopToolbar>
      {FeatureActions && (
        <Suspense fallback={null}>
          <FeatureActions />
        </Suspense>
      )}
      {EveryResourceActions && (
        <Suspense fallback={null}>
          <EveryResourceActions resource={resource} />
        </Suspense>
      )}
      {table && <ColumnsButton preferenceKey={columnsPreferenceKey(resource)} />}
      {filters && <FilterButton />}
      {resource.operations.includes('create') && <CreateButton resource={resource.path} />}
      <SpreadsheetExportButton resource={resource} />
    </TopToolbar>
  );
}
