import type { ResourceDefinition } from '../../../contract/resource';
import {
  addRuntimeResource,
  addRuntimeValidators,
  type RegistryEntity,
  type ValidatorPair,
} from '../../../contract/runtime-registry';

export type { RegistryEntity };

/** What a published entity's validator module exports: a pair per entity name. */
export interface ValidatorModule {
  validators?: Record<string, ValidatorPair | undefined>;
}

export type ModuleImport = (url: string) => Promise<ValidatorModule>;

/** The definition alone, without what only the registry's answer says. */
function definitionOf(entity: RegistryEntity): ResourceDefinition {
  const { source: _source, validatorModule: _module, ...definition } = entity;
  return definition;
}

/** What tells two versions of an entity apart: everything the registry says of it, module URL included. */
const versionOf = (entity: RegistryEntity): string => JSON.stringify(entity);

/**
 * Adds published entities to the runtime registry: for each one not yet known at its
 * version, its validator module is imported, its validators added, then its definition
 * (so that its screens never show before its validators are there). An entity whose
 * module fails to load is left for the next call; the others go on.
 */
export function createPublishedEntitiesLoader(importModule: ModuleImport) {
  const loaded = new Map<string, string>();

  async function loadOne(entity: RegistryEntity & { validatorModule: string }): Promise<boolean> {
    const module = await importModule(entity.validatorModule);
    const pair = module.validators?.[entity.name];
    if (!pair) throw new Error(`${entity.validatorModule} exports no validators for "${entity.name}"`);
    addRuntimeValidators(entity.name, pair);
    addRuntimeResource(definitionOf(entity));
    loaded.set(entity.name, versionOf(entity));
    return true;
  }

  /** Loads what is new among `entities`; answers the names added or replaced. */
  return async function load(entities: readonly RegistryEntity[]): Promise<string[]> {
    const fresh = entities.filter(
      (entity): entity is RegistryEntity & { validatorModule: string } =>
        entity.source === 'published' &&
        typeof entity.validatorModule === 'string' &&
        loaded.get(entity.name) !== versionOf(entity),
    );
    const outcomes = await Promise.allSettled(fresh.map(loadOne));
    return fresh.filter((_, index) => outcomes[index]?.status === 'fulfilled').map((entity) => entity.name);
  };
}
