import type { GeneratedValidator } from './generated/validators';
import type { ResourceDefinition } from './resource';

/**
 * Entities published from the form generator while the console runs, beside the
 * generated ones: their definitions and their validators (modules the server compiles
 * with the generator's own emitter; the browser imports the same module). The lookups
 * in `registry.ts` and `validation.ts` read both.
 */

/** An entity as `GET /api/registry` gives it: its definition, and where it comes from. */
export interface RegistryEntity extends ResourceDefinition {
  source: 'built-in' | 'published';
  /** Same-origin URL of the ES module exporting `validators`; null when they are compiled into the console. */
  validatorModule: string | null;
}

export interface ValidatorPair {
  create: GeneratedValidator;
  update: GeneratedValidator;
}

const validatorPairs = new Map<string, ValidatorPair>();
const definitions = new Map<string, ResourceDefinition>();
const listeners = new Set<() => void>();
// The same array until the entities change, so that a view can hold it as a snapshot.
let snapshot: ResourceDefinition[] = [];

/** Sets (or replaces, for a newer version) the validators of a runtime entity. */
export function addRuntimeValidators(name: string, pair: ValidatorPair): void {
  validatorPairs.set(name, pair);
}

export function runtimeValidatorsOf(name: string): ValidatorPair | undefined {
  return validatorPairs.get(name);
}

/** Sets (or replaces) a runtime entity; its validators must be added first. */
export function addRuntimeResource(resource: ResourceDefinition): void {
  definitions.set(resource.name, resource);
  snapshot = [...definitions.values()];
  for (const listener of listeners) listener();
}

/** The runtime entities; the same array between two changes. */
export function runtimeResources(): ResourceDefinition[] {
  return snapshot;
}

/** Whether a resource was published at run time rather than built into this release. */
export function isRuntimeResource(name: string): boolean {
  return definitions.has(name);
}

/** Called after every change of the runtime entities; returns the unsubscribe. */
export function onRuntimeResources(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
