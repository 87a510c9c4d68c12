import { OWNER_FIELD, type ResourceDefinition } from '../../../contract/resource';
import { SETTING_RESOURCES } from '../../../contract/settings';

/** Settings keep their own change log (config_change); logs only ever grow. */
const SETTINGS = new Set(Object.values(SETTING_RESOURCES));

/**
 * Whether a resource's records keep a history: a public resource an admin creates or
 * changes. Not the internal tables, the settings (their own change log) or the logs,
 * whose rows nobody creates or edits (the API log, the sign-in log, import runs).
 */
export function keepsHistory(resource: ResourceDefinition): boolean {
  if (resource.internal || SETTINGS.has(resource.name)) return false;
  return resource.operations.includes('create') || resource.operations.includes('update');
}

/** The fields a revision follows: the declared ones, and the owner of a row owned directly. */
export function followedFields(resource: ResourceDefinition): string[] {
  const names = resource.fields.map((field) => field.name);
  return resource.ownership.kind === 'direct' ? [...names, OWNER_FIELD] : names;
}

/** Fields whose values no revision keeps: secrets, write-only and internal fields (password hashes, third-party secrets). */
export function maskedFields(resource: ResourceDefinition): Set<string> {
  return new Set(
    resource.fields.filter((field) => field.secret || field.writeOnly || field.internal).map((field) => field.name),
  );
}
