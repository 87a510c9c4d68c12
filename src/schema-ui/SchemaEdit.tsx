import { Suspense } from 'react';
import { Edit, ShowButton, TopToolbar } from 'react-admin';
import type { ResourceDefinition } from '../../contract/resource';
import { formPayload } from './formPayload';
import { useRecordPageQueryOptions } from './recordPageQuery';
import { SchemaForm } from './SchemaForm';
import { useRecordSection } from './screenOverrides';

/**
 * Saving waits for the server (pessimistic), so that a refusal such as a stale
 * version (6075) or a taken name (6038) reaches the form still on screen. A resource
 * without a show page has its record's section (a feature's, for every record) here.
 */
export default function SchemaEdit({ resource }: { resource: ResourceDefinition }) {
  const queryOptions = useRecordPageQueryOptions(resource);
  const Section = useRecordSection();
  const withSection = Section && !resource.operations.includes('show');
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
      <SchemaForm resource={resource} mode="update" />
      {withSection && (
        <Suspense fallback={null}>
          <Section resource={resource} />
        </Suspense>
      )}
    </Edit>
  );
}
