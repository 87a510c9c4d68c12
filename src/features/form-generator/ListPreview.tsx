import { useMemo } from 'react';
import { Datagrid, ListContextProvider, ResourceContextProvider, SelectField, useList, useLocale } from 'react-admin';
import type { FieldDefinition, Locale, ResourceDefinition } from '../../../contract/resource';
import { FieldValue, OptionListField, shownColumns } from '../../schema-ui';
import { sampleRows } from './sampleRows';

/** A cell as the real list draws it; the option names of a select or multi-select come from the draft, which has no translations yet. */
interface CellProps {
  resource: ResourceDefinition;
  field: FieldDefinition;
  locale: Locale;
  /** Read by Datagrid for the header. */
  source: string;
  label: string;
  sortable: boolean;
}

function PreviewCell({ resource, field, locale }: CellProps) {
  if (field.kind === 'enum') {
    const choices = (field.options ?? []).map((option) => ({ id: option.value, name: option.label[locale] }));
    return <SelectField source={field.name} choices={choices} />;
  }
  if (field.kind === 'json' && field.options) {
    return <OptionListField resource={resource} field={field} variant="cell" source={field.name} ownTexts />;
  }
  return <FieldValue resource={resource} field={field} variant="cell" source={field.name} />;
}

/** The list screen's columns over a few sample rows made from the fields. */
export function ListPreview({ resource }: { resource: ResourceDefinition }) {
  const locale = useLocale() as Locale;
  const data = useMemo(() => sampleRows(resource), [resource]);
  const list = useList({ data, perPage: 10 });
  const columns = shownColumns(resource);
  return (
    <ResourceContextProvider value={resource.path}>
      <ListContextProvider value={list}>
        <Datagrid
          bulkActionButtons={false}
          rowClick={false}
          sx={{ '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } }}
        >
          {columns.map((field) => (
            <PreviewCell
              key={field.name}
              resource={resource}
              field={field}
              locale={locale}
              source={field.name}
              label={field.label[locale]}
              sortable={false}
            />
          ))}
        </Datagrid>
      </ListContextProvider>
    </ResourceContextProvider>
  );
}
