import type { ResourceDefinition } from '../../../../contract/resource';
import { addRuntimeResource, addRuntimeValidators } from '../../../../contract/runtime-registry';
import type { EntitySchema } from '../../../../generator/entity-schema';
import { resourceOf } from '../../../../generator/resource-model';
import type { ResourceServices } from '../../../crud/resource-services';
import type { Publication, PublicationStore } from './entity-store';
import { loadValidators, type ValidatorModules, validatorModuleOf } from './validator-modules';

/** An entity published from the form generator, live on this node. */
export interface LiveEntity {
  resource: ResourceDefinition;
  schema: EntitySchema;
  entityVersion: number;
  /** Where the browser imports its validators from. */
  validatorModule: string;
}

/**
 * The published entities this node serves. Each goes live by compiling its validators
 * (the generator's emitter), loading them, and adding the entity to the resource
 * services, so its rows take the same write path as every other resource. Other nodes'
 * publications are found by asking the table for a newer publication: at once when a
 * notice says there is one (Redis), and every few seconds in any case. Looks and
 * activations run one at a time, so an entity never goes live twice.
 */
export class LiveEntities {
  private readonly byName = new Map<string, LiveEntity>();
  private newestSeen = 0;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly services: ResourceServices,
    private readonly publications: PublicationStore,
    readonly modules: ValidatorModules,
  ) {}

  all(): LiveEntity[] {
    return [...this.byName.values()];
  }

  byPath(path: string): LiveEntity | undefined {
    return this.all().find((entity) => entity.resource.path === path);
  }

  /** The write path of a live entity's rows. */
  serviceOf(entity: LiveEntity) {
    return this.services.of(entity.resource.name);
  }

  named(name: string): LiveEntity | undefined {
    return this.byName.get(name);
  }

  /** Makes a publication live here, unless this node already serves it or a newer one. */
  activate(publication: Publication): Promise<void> {
    return this.inTurn(() => this.activateNow(publication));
  }

  /** Takes in what was published since the last look (on any node); cheap when nothing was. */
  refresh(): Promise<void> {
    return this.inTurn(() => this.look());
  }

  /** A notice that publication `id` was made somewhere: looks now, unless this node has it already. */
  async noticed(id: number): Promise<void> {
    if (id > this.newestSeen) await this.refresh();
  }

  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    const turn = this.queue.then(work);
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  private async activateNow(publication: Publication): Promise<void> {
    this.newestSeen = Math.max(this.newestSeen, publication.id);
    const known = this.byName.get(publication.name);
    if (known && known.entityVersion >= publication.entityVersion) return;
    const module = validatorModuleOf(publication.schema);
    const pair = await loadValidators(module, publication.name);
    const resource = resourceOf(publication.schema);
    this.modules.add(module);
    addRuntimeValidators(publication.name, pair);
    addRuntimeResource(resource);
    this.services.add(resource);
    this.byName.set(publication.name, {
      resource,
      schema: publication.schema,
      entityVersion: publication.entityVersion,
      validatorModule: module.url,
    });
  }

  private async look(): Promise<void> {
    const newest = await this.publications.newestId();
    if (newest <= this.newestSeen) return;
    for (const publication of await this.publications.liveSince(this.newestSeen)) await this.activateNow(publication);
    this.newestSeen = Math.max(this.newestSeen, newest);
  }
}

const byServices = new WeakMap<ResourceServices, LiveEntities>();

/** The published entities of the server these services belong to (other features read them). */
export function liveEntitiesOf(services: ResourceServices): LiveEntities | undefined {
  return byServices.get(services);
}

export function keepLiveEntities(services: ResourceServices, live: LiveEntities): void {
  byServices.set(services, live);
}
