import { keepsHistory } from '../../../contract/record-history';
import { builtInResources } from '../../../contract/registry';
import type { ResourceDefinition } from '../../../contract/resource';

/**
 * Whether a resource's records show a history: one that keeps it and is served with the
 * history routes (the built-in resources; an entity published at run time keeps its
 * revisions but has no history screens yet).
 */
export function showsHistory(resource: ResourceDefinition): boolean {
  return keepsHistory(resource) && builtInResources().some((known) => known.name === resource.name);
}
