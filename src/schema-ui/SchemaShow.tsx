import { Suspense } from 'react';
import { EditButton, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import type { ResourceDefinition } from '../../contract/resource';
import { BeijingDateField } from './BeijingDateField';
import { RecordDeleteButton } from './deletes/DeleteButtons';
import { FieldValue } from './FieldValue';
import { RecordPageTabs } from './RecordPageTabs';
import { useRecordPageQueryOptions } from './recordPageQuery';
import { fieldLabelKey } from './resourceLabels';
import { useScreenOverride } from './screenOverrides';

function SchemaShowActions({ resource }: { resource: ResourceDefinition }) {
  return (
    <TopToolbar>
      {resource.operations.includes('update') && <EditButton />}
      {resource.operations.includes('delete') && <RecordDeleteButton resource={resource} />}
    </TopToolbar>
  );
}

/**
 * Every field the schema shows, then when the row was created and last changed, then a
 * feature's panel; beside them, in tabs, what features add to every record's page.
 */
export default function SchemaShow({ resource }: { resource: ResourceDefinition }) {
  const fields = resource.fields.filter((field) => field.ui.show && !field.internal);
  const Panel = useScreenOverride(resource.name)?.showPanel;
  const queryOptions = useRecordPageQueryOptions(resource);
  return (
    <Show resource={resource.path} actions={<SchemaShowActions resource={resource} />} queryOptions={queryOptions}>
      <RecordPageTabs resource={resource}>
        <SimpleShowLayout>
          <TextField source="id" label={fieldLabelKey(resource, 'id')} />
          {fields.map((field) => (
            <FieldValue
              key={field.name}
              resource={resource}
              field={field}
              variant="detail"
              source={field.name}
              label={fieldLabelKey(resource, field.name)}
            />
          ))}
          <BeijingDateField source="createdAt" label={fieldLabelKey(resource, 'createdAt')} />
          <BeijingDateField source="updatedAt" label={fieldLabelKey(resource, 'updatedAt')} />
        </SimpleShowLayout>
        {Panel && (
          <Suspense fallback={null}>
            <Panel />
          </Suspense>
        )}
      </RecordPageTabs>
    </Show>
  );
}
