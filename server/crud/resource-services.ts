import type { ResourceName, StoredRows } from '../../contract/generated/types';
import type { ResourceDefinition } from '../../contract/resource';
import type { Row } from '../db/database';
import type { FeatureTables, ResourceTables } from '../db/resource-tables';
import type { SecretBox } from '../secrets/secret-box';
import { ResourceService } from './resource-service';
import { RowVisibility } from './row-visibility';
import { type PrepareHook, type WriteEvent, type WriteHook, WriteHooks } from './write-hooks';

/**
 * The resource service of every resource in the registry, sharing one set of write
 * hooks: the single path by which rows are written, generic routes and features alike.
 */
export class ResourceServices {
  readonly hooks = new WriteHooks();
  readonly visibility: RowVisibility;
  /**
   * The tables, as features hold them (FeatureTables): an internal resource's store
   * writes, a public resource's only reads, since its rows are written here.
   */
  readonly tables: FeatureTables;
  private readonly services = new Map<string, ResourceService>();

  constructor(
    private readonly allTables: ResourceTables,
    private readonly secrets?: SecretBox,
  ) {
    this.tables = allTables;
    this.visibility = new RowVisibility(allTables);
    for (const resource of allTables.resources) this.addService(resource);
  }

  /** Serves an entity published at run time (or its newer version) through the same write path. */
  add(resource: ResourceDefinition): void {
    this.allTables.add(resource);
    this.addService(resource);
  }

  private addService(resource: ResourceDefinition): void {
    this.services.set(
      resource.name,
      new ResourceService(resource, this.allTables, this.visibility, this.hooks, this.secrets),
    );
  }

  /** The service of a resource; named literally, its system writes take the generated record type. */
  of<Name extends ResourceName>(name: Name): ResourceService<StoredRows[Name]>;
  of(name: string): ResourceService;
  of(name: string): ResourceService {
    const service = this.services.get(name);
    if (!service) throw new Error(`The registry has no resource named "${name}"; run npm run generate`);
    return service;
  }

  /** Adds a rule to the writes of one resource (`*`: of every resource). */
  on(resource: string, event: WriteEvent, hook: WriteHook): void {
    if (resource !== '*') this.of(resource);
    this.hooks.on(resource, event, hook);
  }

  /** Adds a step to how a resource's rows are shown in every answer. */
  onPresent(resource: string, step: (shown: Row) => Row): void {
    this.of(resource);
    this.hooks.onPresent(resource, step);
  }

  /** Adds slow work on a resource's write input done before the write's transaction opens (see PrepareHook). */
  beforeTransaction(resource: string, hook: PrepareHook): void {
    this.of(resource);
    this.hooks.onPrepare(resource, hook);
  }

  /** The resources with API routes. */
  get served(): ResourceDefinition[] {
    return this.allTables.resources.filter((resource) => !resource.internal);
  }
}
