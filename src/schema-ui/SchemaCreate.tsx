import { Create } from 'react-admin';
import type { ResourceDefinition } from '../../contract/resource';
import { formPayload } from './formPayload';
import { SchemaForm } from './SchemaForm';

export default function SchemaCreate({ resource }: { resource: ResourceDefinition }) {
  return (
    <Create
      resource={resource.path}
      redirect={resource.operations.includes('show') ? 'show' : 'list'}
      transform={(values: Record<string, unknown>) => formPayload(resource, 'create', values).body}
    >
      <SchemaForm resource={resource} mode="create" />
    </Create>
  );
}
