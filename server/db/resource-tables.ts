import type { Kysely } from 'kysely';
import type { InternalResourceName, ResourceName, StoredRows } from '../../contract/generated/types';
import type { ResourceDefinition } from '../../contract/resource';
import type { Database, Row, Tables } from './database';
import { type ReadRowStore, RowStore } from './row-store';

/**
 * The tables as features hold them: the same object as ResourceTables, typed narrower.
 * The store of an internal resource (no API: job runs, settings history, drafts) reads
 * and writes; the store of a public resource, or of an entity published at run time,
 * only reads: its rows are written through the write path (`services.of(name)`), which
 * checks them and runs every feature's hooks.
 */
export interface FeatureTables {
  readonly database: Database;
  readonly resources: readonly ResourceDefinition[];
  /** Set when these tables are bound to a transaction. */
  readonly transaction?: Kysely<Tables>;
  of<Name extends InternalResourceName>(name: Name): RowStore<StoredRows[Name]>;
  of<Name extends ResourceName>(name: Name): ReadRowStore<StoredRows[Name]>;
  of(name: string): ReadRowStore;
  referencedRow(name: string, id: number): Promise<Row | undefined>;
  has(name: string): boolean;
  /** `ResourceTables.inTransaction`, handing `work` the same narrower tables. */
  inTransaction<T>(work: (tables: FeatureTables) => Promise<T>): Promise<T>;
  afterCommit(task: () => Promise<void> | void): Promise<void>;
  /** Runs `task` inside the transaction these tables are bound to, once its work is done and before it commits. */
  beforeCommit(task: () => Promise<void>): Promise<void>;
}

/**
 * The row store of every resource in the registry, looked up by resource name: the
 * core's full access (the write path, sessions, seeding, logs). Features get it as
 * FeatureTables.
 */
export class ResourceTables implements FeatureTables {
  private readonly stores = new Map<string, RowStore>();
  /** Rows referred to within this transaction, read once each (see referencedRow). */
  private readonly referenced = new Map<string, Promise<Row | undefined>>();

  /** Every resource with a store; entities published at run time join it (`add`). */
  readonly resources: ResourceDefinition[];

  constructor(
    readonly database: Database,
    resources: readonly ResourceDefinition[],
    /** Set when these tables are bound to a transaction. */
    readonly transaction?: Kysely<Tables>,
    /** Work waiting for that transaction to commit. */
    private readonly committed: (() => Promise<void> | void)[] = [],
    /** Work to finish inside that transaction before it commits. */
    private readonly finishing: (() => Promise<void>)[] = [],
  ) {
    // Tables bound to a transaction share the list of the tables they came from, so they know every published entity.
    this.resources = transaction ? (resources as ResourceDefinition[]) : [...resources];
    for (const resource of resources) this.stores.set(resource.name, new RowStore(database, resource, transaction));
  }

  /** Adds the store of an entity published at run time, or replaces it with a newer version's. */
  add(resource: ResourceDefinition): void {
    const index = this.resources.findIndex((known) => known.name === resource.name);
    if (index >= 0) this.resources[index] = resource;
    else this.resources.push(resource);
    this.stores.set(resource.name, new RowStore(this.database, resource, this.transaction));
  }

  /** The store of a resource; named literally, its rows are typed from the generated record types. */
  of<Name extends ResourceName>(name: Name): RowStore<StoredRows[Name]>;
  of(name: string): RowStore;
  of(name: string): RowStore {
    const store = this.stores.get(name);
    if (!store) throw new Error(`The registry has no resource named "${name}"; run npm run generate`);
    return store;
  }

  /**
   * A row that writes refer to (a resident's site), read once per transaction: a batch
   * of a thousand residents of one site reads the site once. Writes of that row in the
   * same transaction forget it (`forgetReferenced`); outside a transaction it is read each time.
   */
  referencedRow(name: string, id: number): Promise<Row | undefined> {
    if (!this.transaction) return this.of(name).findById(id);
    const key = `${name}:${id}`;
    let row = this.referenced.get(key);
    if (!row) {
      row = this.of(name).findById(id);
      this.referenced.set(key, row);
    }
    return row;
  }

  forgetReferenced(name: string, id: number): void {
    this.referenced.delete(`${name}:${id}`);
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
    const result = await this.database.db.transaction().execute(async (transaction) => {
      const finishing: (() => Promise<void>)[] = [];
      const answer = await work(new ResourceTables(this.database, this.resources, transaction, waiting, finishing));
      // A task may add another (a write it makes); each runs once, in the order added.
      for (let task = finishing.shift(); task; task = finishing.shift()) await task();
      return answer;
    });
    for (const task of waiting) await task();
    return result;
  }

  /**
   * Runs `task` inside the transaction these tables are bound to, after its work and
   * before it commits (rows gathered during the write, inserted many to a statement);
   * a task that throws rolls the whole transaction back. Outside a transaction, at once.
   */
  async beforeCommit(task: () => Promise<void>): Promise<void> {
    if (this.transaction) this.finishing.push(task);
    else await task();
  }

  /** Runs `task` once the transaction these tables are bound to commits; at once outside one. */
  async afterCommit(task: () => Promise<void> | void): Promise<void> {
    if (this.transaction) this.committed.push(task);
    else await task();
  }
}

/**
 * The full tables behind a feature's: the write path joins the transaction of the tables
 * a caller hands it (`WriteOptions.tables`) and writes public rows through them. A feature
 * calling it writes around the write path, and says why beside the call.
 */
export function writeAccess(tables: FeatureTables): ResourceTables {
  if (!(tables instanceof ResourceTables)) throw new Error('these tables were not made by ResourceTables');
  return tables;
}
