import { keepsHistory } from '../../../contract/record-history';
import { builtInResources } from '../../../contract/registry';
import type { ResourceDefinition } from '../../../contract/resource';
import { isRuntimeResource } from '../../../contract/runtime-registry';

/**
 * Whether a resource's records show a history: one that keeps it and is served with the
 * history routes: a built-in resource under its own path, or an entity published at run
 * time (server/features/history/history-routes-at.ts).
 */
export function showsHistory(resource: ResourceDefinition): boolean {
  if (!keepsHistory(resource)) return false;
  return isRuntimeResource(resource.name) || builtInResources().some((known) => known.name === resource.name);
}
