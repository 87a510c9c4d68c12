import type { FieldDefinition, ResourceDefinition } from '../../../contract/resource';
import { FieldInput, type FormMode } from '../../schema-ui';

/** A face's site: the server takes it from the resident on creation, so a new face's form has no input for it. */
export default function SiteInput(props: { resource: ResourceDefinition; field: FieldDefinition; mode: FormMode }) {
  return props.mode === 'create' ? null : <FieldInput resource={props.resource} field={props.field} />;
}
