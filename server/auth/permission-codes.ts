import type { ResourceDefinition } from '../../contract/resource';
import { allPermissionCodes } from '../../contract/routes';

/** Held by a role, stands for every code, including those of resources added later. */
export const EVERY_PERMISSION = '*';

/** Opens every site to an account instead of only its own (contract/routes.ts). */
export const ALL_SITES_PERMISSION = 'all-sites';

/** Every code the console knows: the route tree, the extra codes and each resource's own. */
export function knownPermissionCodes(resources: readonly ResourceDefinition[]): string[] {
  const codes = new Set(allPermissionCodes());
  for (const resource of resources) if (!resource.internal && resource.permission) codes.add(resource.permission);
  return [...codes];
}
