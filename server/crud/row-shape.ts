import type { ResourceDefinition } from '../../contract/resource';
import { OWNER_FIELD } from '../../contract/resource';
import type { Row } from '../db/database';

/** What a secret looks like once saved: never returned in full, only its last characters. */
export const SECRET_MASK = '••••••';
const SHOWN_SECRET_CHARACTERS = 4;
/** Shorter secrets show none of their characters: four of six would give them away. */
const SHORTEST_PARTLY_SHOWN_SECRET = 12;

export function maskSecret(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value);
  return text.length < SHORTEST_PARTLY_SHOWN_SECRET ? SECRET_MASK : SECRET_MASK + text.slice(-SHOWN_SECRET_CHARACTERS);
}

/**
 * Whether an update leaves a secret as it is: forms send back the mask they were
 * shown, or nothing, when the user did not type a new secret.
 */
export function keepsStoredSecret(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    (typeof value === 'string' && value.startsWith(SECRET_MASK))
  );
}

/** A stored row as the API shows it: system fields and declared fields, secrets masked, internal columns left out. */
export function presentRow(resource: ResourceDefinition, row: Row): Row {
  const shown: Row = { id: row.id, version: row.version, createdAt: row.createdAt, updatedAt: row.updatedAt };
  if (resource.ownership.kind === 'direct') shown[OWNER_FIELD] = row[OWNER_FIELD] ?? null;
  for (const field of resource.fields) {
    if (field.internal) continue;
    const value = row[field.name] ?? null;
    shown[field.name] = field.writeOnly ? maskSecret(value) : value;
  }
  return shown;
}

/**
 * The values a client may write: declared fields only, never read-only or internal
 * ones, nor the system fields that react-admin sends back with whole records. On
 * create, absent fields take their schema default; on update, a secret left as its
 * mask or empty keeps the stored one.
 */
export function writableValues(resource: ResourceDefinition, input: Row, mode: 'create' | 'update'): Row {
  const values: Row = {};
  for (const field of resource.fields) {
    if (field.internal || field.readOnly) continue;
    if (!Object.hasOwn(input, field.name)) {
      if (mode === 'create' && field.default !== undefined) values[field.name] = field.default;
      continue;
    }
    const value = input[field.name];
    if (field.writeOnly && mode === 'update' && keepsStoredSecret(value)) continue;
    values[field.name] = value;
  }
  return values;
}

/** The input without the secrets an update keeps, so that their masks are not validated as new values. */
export function withoutKeptSecrets(resource: ResourceDefinition, input: Row): Row {
  const rest: Row = { ...input };
  for (const field of resource.fields) {
    if (field.writeOnly && Object.hasOwn(rest, field.name) && keepsStoredSecret(rest[field.name]))
      delete rest[field.name];
  }
  return rest;
}
