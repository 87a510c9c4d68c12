import { Suspense } from 'react';
import { DatagridConfigurable, List, TextField } from 'react-admin';
import type { ResourceDefinition } from '../../contract/resource';
import { PAGE_SIZES } from '../../contract/resource';
import { useDevice } from '../viewport/device';
import { RecordsBulkDeleteButton } from './deletes/DeleteButtons';
import { FieldValue } from './FieldValue';
import { ListEmptyState } from './ListEmptyState';
import { columnsPreferenceKey, listColumns } from './listColumns';
import { NamedSelectionBody } from './NamedSelectionBody';
import { RowActionsBar, rowOffersEdit } from './RowActionsBar';
import { fieldLabelKey } from './resourceLabels';
import { rowClick } from './rowClick';
import { SchemaListActions } from './SchemaListActions';
import { SchemaPagination } from './SchemaPagination';
import { SchemaSimpleList } from './SchemaSimpleList';
import { type ListActions, useScreenOverride } from './screenOverrides';
import { useListFilters } from './useListFilters';

export interface SchemaListProps {
  resource: ResourceDefinition;
  /**
   * Shown inside a route page beside other lists: its paging and filters are kept
   * in the store rather than the URL, which the other lists of the page share.
   */
  embedded?: boolean;
  title?: string;
}

const PAGE_SIZE_OPTIONS = [...PAGE_SIZES];
const DEFAULT_PAGE_SIZE = 20;
/** The list keeps within the window (react-admin's grows to fit its table). */
const WITHIN_WINDOW = { '& .RaList-main': { minWidth: 0 } };
/**
 * A table wider than the window scrolls inside its own box; a header may wrap between
 * words but not inside one, so 管理员 never breaks into 管理 / 员.
 */
const TABLE = {
  '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
  '& .RaDatagrid-headerCell': { wordBreak: 'keep-all' },
  // A long word in a cell (a MAC address, a URL) may break rather than widen the table past the window.
  '& .RaDatagrid-rowCell': { overflowWrap: 'anywhere' },
};

/**
 * The list of any registry resource: declared columns (the admin picks which from the
 * Columns button), filters, sorting, paging and batch delete.
 */
export default function SchemaList({ resource, embedded = false, title }: SchemaListProps) {
  const compact = useDevice() === 'mobile';
  const filters = useListFilters(resource, compact);
  const canDelete = resource.operations.includes('delete');
  const editColumn = rowOffersEdit(resource);
  const columns = listColumns(resource);
  const override = useScreenOverride(resource.name);
  const RowActions = override?.rowActions;
  const BulkActions = override?.bulkActions;

  return (
    <List
      resource={resource.path}
      title={title}
      filters={filters}
      sort={{ field: resource.defaultSort.field, order: resource.defaultSort.order }}
      perPage={DEFAULT_PAGE_SIZE}
      pagination={<SchemaPagination rowsPerPageOptions={PAGE_SIZE_OPTIONS} />}
      exporter={false}
      empty={<ListEmptyState resource={resource} />}
      actions={<SchemaListActions resource={resource} />}
      disableSyncWithLocation={embedded}
      storeKey={`${resource.path}.listParams`}
      sx={WITHIN_WINDOW}
    >
      {compact ? (
        <SchemaSimpleList resource={resource} />
      ) : (
        <DatagridConfigurable
          preferenceKey={columnsPreferenceKey(resource)}
          omit={columns.filter((field) => field.ui.listHidden).map((field) => field.name)}
          rowClick={rowClick(resource, override?.openRecord)}
          body={<NamedSelectionBody />}
          sx={TABLE}
          bulkActionButtons={
            canDelete || BulkActions ? (
              <>
                {BulkActions && (
                  <Suspense fallback={null}>
                    <BulkActions />
                  </Suspense>
                )}
                {canDelete && <RecordsBulkDeleteButton resource={resource} />}
              </>
            ) : (
              false
            )
          }
        >
          <TextField source="id" label={fieldLabelKey(resource, 'id')} />
          {columns.map((field) => (
            <FieldValue
              key={field.name}
              resource={resource}
              field={field}
              variant="cell"
              source={field.name}
              label={fieldLabelKey(resource, field.name)}
              sortable={field.ui.sort}
            />
          ))}
          {(editColumn || RowActions) && (
            <ActionsCell label="app.list.actions" edit={editColumn} RowActions={RowActions} />
          )}
        </DatagridConfigurable>
      )}
    </List>
  );
}

/**
 * The actions of a row: a feature's (under the row's record context) and the edit
 * button. `label` names the column, in the header and the Columns chooser.
 */
function ActionsCell({ edit, RowActions }: { label: string; edit: boolean; RowActions?: ListActions }) {
  return <RowActionsBar edit={edit} RowActions={RowActions} />;
}
