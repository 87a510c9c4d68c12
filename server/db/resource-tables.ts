import type { Kysely } from 'kysely';
import type { ResourceName, StoredRows } from '../../contract/generated/types';
import type { ResourceDefinition } from '../../contract/resource';
import type { Database, Tables } from './database';
import { RowStore } from './row-store';

/** The row store of every resource in the registry, looked up by resource name. */
export class ResourceTables {
  private readonly stores = new Map<string, RowStore>();

  constructor(
    readonly database: Database,
    readonly resources: readonly ResourceDefinition[],
    /** Set when these tables are bound to a transaction. */
    readonly transaction?: Kysely<Tables>,
    /** Work waiting for that transaction to commit. */
    private readonly committed: (() => Promise<void> | void)[] = [],
  ) {
    for (const resource of resources) this.stores.set(resource.name, new RowStore(database, resource, transaction));
  }

  /** The store of a resource; named literally, its rows are typed from the generated record types. */
  of<Name extends ResourceName>(name: Name): RowStore<StoredRows[Name]>;
  of(name: string): RowStore;
  of(name: string): RowStore {
    const store = this.stores.get(name);
    if (!store) throw new Error(`The registry has no resource named "${name}"; run npm run generate`);
    return store;
  }

  has(name: string): boolean {
    return this.stores.has(name);
  }

  /**
   * Runs `work` in one transaction, with the tables bound to it; inside a transaction
   * already, joins it. Committed when `work` resolves, rolled back when it throws.
   */
  async inTransaction<T>(work: (tables: ResourceTables) => Promise<T>): Promise<T> {
    if (this.transaction) return work(this);
    const waiting: (() => Promise<void> | void)[] = [];
    const result = await this.database.db
      .transaction()
      .execute((transaction) => work(new ResourceTables(this.database, this.resources, transaction, waiting)));
    for (const task of waiting) await task();
    return result;
  }

  /** Runs `task` once the transaction these tables are bound to commits; at once outside one. */
  async afterCommit(task: () => Promise<void> | void): Promise<void> {
    if (this.transaction) this.committed.push(task);
    else await task();
  }
}
