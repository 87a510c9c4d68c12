import { resources } from './generated/registry';
import type { ResourceDefinition } from './resource';

/**
 * Lookups over the generated registry. Internal resources (sign-in sessions and
 * the like) are tables only: they have no API and no screens, so the public view
 * leaves them out.
 */

const byName = new Map(resources.map((resource) => [resource.name, resource]));
const publicList = resources.filter((resource) => !resource.internal);
const byPath = new Map(publicList.map((resource) => [resource.path, resource]));

export { resources };

/** Resources served under `/api/<path>` and shown in the console. */
export function publicResources(): ResourceDefinition[] {
  return publicList;
}

/** Any resource by name, internal ones included (the server stores sessions through it). */
export function getResource(name: string): ResourceDefinition | undefined {
  return byName.get(name);
}

/** A public resource by its URL segment: `sites` -> site. */
export function getResourceByPath(path: string): ResourceDefinition | undefined {
  return byPath.get(path);
}
