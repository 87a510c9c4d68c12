import { OWNER_FIELD, type ResourceDefinition } from '../../../contract/resource';

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
