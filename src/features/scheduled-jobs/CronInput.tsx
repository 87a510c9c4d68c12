import type { FieldDefinition, ResourceDefinition } from '../../../contract/resource';
import { FieldInput } from '../../schema-ui';
import { CronPreview } from './CronPreview';

/** The cron expression's input, the engine's, with the next runs under it as it is typed. */
export default function CronInput({ resource, field }: { resource: ResourceDefinition; field: FieldDefinition }) {
  return (
    <>
      <FieldInput resource={resource} field={field} />
      <CronPreview />
    </>
  );
}
