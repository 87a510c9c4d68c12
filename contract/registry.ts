import { resources } from './generated/registry';
import type { ResourceDefinition } from './resource';
import { runtimeResources } from './runtime-registry';

/**
 * Lookups over the generated registry and the entities published at run time
 * (runtime-registry.ts). Internal resources (sign-in sessions and the like) are tables
 * only: they have no API and no screens, so the public view leaves them out.
 */

const byName = new Map(resources.map((resource) => [resource.name, resource]));
const publicList = resources.filter((resource) => !resource.internal);
const byPath = new Map(publicList.map((resource) => [resource.path, resource]));

export { resources };

/** Resources served under `/api/<path>` and shown in the console: built-in ones, then published ones. */
export function publicResources(): ResourceDefinition[] {
  const published = runtimeResources();
  return published.length === 0 ? publicList : [...publicList, ...published];
}

/** The resources built into this release (schemas/), without published ones. */
export function builtInResources(): ResourceDefinition[] {
  return publicList;
}

/** Any resource by name, internal ones included (the server stores sessions through it). */
export function getResource(name: string): ResourceDefinition | undefined {
  return byName.get(name) ?? runtimeResources().find((resource) => resource.name === name);
}

/** A public resource by its URL segment: `sites` -> site. */
export function getResourceByPath(path: string): ResourceDefinition | undefined {
  return byPath.get(path) ?? runtimeResources().find((resource) => resource.path === path);
}
