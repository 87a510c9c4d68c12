import { Edit, ShowButton, TopToolbar } from 'react-admin';
import type { ResourceDefinition } from '../../../contract/resource';
import { formPayload } from '../../schema-ui/formPayload';
import { JobForm } from './JobForm';

/** Editing a job waits for the server, so a refusal (a cron it cannot read, a stale version) reaches the form. */
export default function JobEdit({ resource }: { resource: ResourceDefinition }) {
  return (
    <Edit
      resource={resource.path}
      mutationMode="pessimistic"
      actions={
        <TopToolbar>
          <ShowButton />
        </TopToolbar>
      }
      transform={(values: Record<string, unknown>, options?: { previousData?: Record<string, unknown> }) =>
        formPayload(resource, 'update', values, options?.previousData).body
      }
    >
      <JobForm resource={resource} mode="update" />
    </Edit>
  );
}
