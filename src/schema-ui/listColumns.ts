import type { FieldDefinition, ResourceDefinition } from '../../contract/resource';
import { SYSTEM_FIELD_LABELS } from '../i18n/labelMessages';

/** A time the server writes on every record, as a column. */
function systemTime(name: 'createdAt' | 'updatedAt', listHidden: boolean): FieldDefinition {
  return {
    name,
    kind: 'datetime',
    type: 'string',
    label: SYSTEM_FIELD_LABELS[name] ?? { en: name, zh: name },
    required: false,
    nullable: false,
    readOnly: true,
    writeOnly: false,
    internal: false,
    ui: { list: true, listHidden, sort: true, form: false, show: true },
    db: { unique: false, index: false },
    errors: {},
  };
}

/**
 * Every column a resource's list offers after the id: its declared list fields, and
 * the times the server writes. Records only the server writes (the logs) show the
 * time each was written unless they list a time of their own; records admins edit
 * offer their created and updated times from the Columns button.
 */
export function listColumns(resource: ResourceDefinition): FieldDefinition[] {
  const declared = resource.fields.filter((field) => field.ui.list && !field.internal);
  if (resource.operations.includes('create') || resource.operations.includes('update'))
    return [...declared, systemTime('createdAt', true), systemTime('updatedAt', true)];
  const timed = declared.some((field) => field.kind === 'datetime');
  return timed ? declared : [...declared, systemTime('createdAt', false)];
}

/** The columns a list shows before the admin picks any: those not declared hidden. */
export function shownColumns(resource: ResourceDefinition): FieldDefinition[] {
  return listColumns(resource).filter((field) => !field.ui.listHidden);
}

/**
 * Where the admin's choice of columns for a resource's list is kept (react-admin's
 * store). react-admin keeps the choice as column positions, so the key names the set
 * of columns: when a schema gains or loses one, the list starts from its defaults
 * instead of showing the wrong columns.
 */
export function columnsPreferenceKey(resource: ResourceDefinition): string {
  const names = listColumns(resource)
    .map((field) => field.name)
    .join(',');
  return `${resource.path}.columns.${fingerprint(names)}`;
}

/** A short, stable tag for a text (FNV-1a, 32 bits). */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
