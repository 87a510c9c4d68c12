import { Edit, ShowButton, TopToolbar } from 'react-admin';
import type { ResourceDefinition } from '../../contract/resource';
import { formPayload } from './formPayload';
import { RecordPageTabs } from './RecordPageTabs';
import { useRecordPageQueryOptions } from './recordPageQuery';
import { SchemaForm } from './SchemaForm';

/**
 * Saving waits for the server (pessimistic), so that a refusal such as a stale
 * version (6075) or a taken name (6038) reaches the form still on screen. A resource
 * without a show page has here the tabs features add to every record's page.
 */
export default function SchemaEdit({ resource }: { resource: ResourceDefinition }) {
  const queryOptions = useRecordPageQueryOptions(resource);
  return (
    <Edit
      resource={resource.path}
      mutationMode="pessimistic"
      queryOptions={queryOptions}
      actions={
        resource.operations.includes('show') ? (
          <TopToolbar>
            <ShowButton />
          </TopToolbar>
        ) : (
          false
        )
      }
      transform={(values: Record<string, unknown>, options?: { previousData?: Record<string, unknown> }) =>
        formPayload(resource, 'update', values, options?.previousData).body
      }
    >
      {resource.operations.includes('show') ? (
        <SchemaForm resource={resource} mode="update" />
      ) : (
        <RecordPageTabs resource={resource}>
          <SchemaForm resource={resource} mode="update" />
        </RecordPageTabs>
      )}
    </Edit>
  );
}
