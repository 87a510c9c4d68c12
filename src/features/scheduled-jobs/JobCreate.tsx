import { Create } from 'react-admin';
import type { ResourceDefinition } from '../../../contract/resource';
import { formPayload } from '../../schema-ui/formPayload';
import { JobForm } from './JobForm';

/** A new scheduled job; its page then shows its next runs and history. */
export default function JobCreate({ resource }: { resource: ResourceDefinition }) {
  return (
    <Create
      resource={resource.path}
      redirect="show"
      transform={(values: Record<string, unknown>) => formPayload(resource, 'create', values).body}
    >
      <JobForm resource={resource} mode="create" />
    </Create>
  );
}
