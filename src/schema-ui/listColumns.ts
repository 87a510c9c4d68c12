import type { FieldDefinition, ResourceDefinition } from '../../contract/resource';
import { SYSTEM_FIELD_LABELS } from '../i18n/labelMessages';

/** The time a record was written, as a column. */
const CREATED_AT: FieldDefinition = {
  name: 'createdAt',
  kind: 'datetime',
  type: 'string',
  label: SYSTEM_FIELD_LABELS.createdAt,
  required: false,
  nullable: false,
  readOnly: true,
  writeOnly: false,
  internal: false,
  ui: { list: true, sort: true, form: false, show: true },
  db: { unique: false, index: true },
  errors: {},
};

/**
 * The columns a resource's list shows after the id: its declared list fields, and,
 * for records only the server writes (the logs), the time each was written unless
 * they list a time of their own.
 */
export function listColumns(resource: ResourceDefinition): FieldDefinition[] {
  const declared = resource.fields.filter((field) => field.ui.list && !field.internal);
  const timed = declared.some((field) => field.kind === 'datetime');
  return resource.operations.includes('create') || timed ? declared : [...declared, CREATED_AT];
}
