import { Create, useNotify, useRedirect, useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../../../contract/resource';
import { formPayload, SchemaForm } from '../../schema-ui';
import { type FaceRecord, statusLabelKey } from './faceStatus';

/**
 * A new face, on the engine's form (the resident picked by name, the photo uploaded);
 * the server sets the site from the resident and decides the status, which is said
 * once saved before the face's page shows it.
 */
export default function FaceCreate({ resource }: { resource: ResourceDefinition }) {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      resource={resource.path}
      transform={(values: Record<string, unknown>) => formPayload(resource, 'create', values).body}
      mutationOptions={{
        onSuccess: (face: FaceRecord) => {
          notify('app.faces.saved', {
            type: 'info',
            messageArgs: { status: face.status ? translate(statusLabelKey(face.status)) : '' },
          });
          redirect('show', resource.path, face.id);
        },
      }}
    >
      <SchemaForm resource={resource} mode="create" />
    </Create>
  );
}
