import type { ResourceDefinition } from '../../contract/resource';
import type { Database } from './database';
import { RowStore } from './row-store';

/** The row store of every resource in the registry, looked up by resource name. */
export class ResourceTables {
  private readonly stores = new Map<string, RowStore>();

  constructor(
    readonly database: Database,
    readonly resources: readonly ResourceDefinition[],
  ) {
    for (const resource of resources) this.stores.set(resource.name, new RowStore(database, resource));
  }

  of(name: string): RowStore {
    const store = this.stores.get(name);
    if (!store) throw new Error(`The registry has no resource named "${name}"; run npm run generate`);
    return store;
  }

  has(name: string): boolean {
    return this.stores.has(name);
  }
}
