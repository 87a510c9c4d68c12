import type { ResourceDefinition } from '../../contract/resource';
import type { Principal } from '../auth/principal';
import type { Row } from '../db/database';
import type { FeatureTables, ResourceTables } from '../db/resource-tables';
import type { WriteActor, Writer } from './write-options';

export type WriteEvent =
  | 'beforeCreate'
  | 'afterCreate'
  | 'beforeUpdate'
  | 'afterUpdate'
  | 'beforeDelete'
  | 'afterDelete';

/**
 * What a hook sees of one row's write. Before-hooks may change `values` or refuse by
 * throwing an ApiError; the whole write (a batch included) is then rolled back.
 * Inside a write, read and write only through `tables`: it is bound to the write's
 * transaction (on SQLite a query outside it would wait for the transaction forever).
 */
export interface WriteContext {
  resource: ResourceDefinition;
  event: WriteEvent;
  /** The account behind the write; undefined for trusted server code acting on its own. */
  principal: Principal | undefined;
  /** Trusted server code writing read-only fields (status, bound, mac) through the same path. */
  system: boolean;
  /**
   * Who writes when it is not an admin's own doing (a site's gateway, a job, the server);
   * undefined for an admin's write (`principal`) or, without a principal, for the server.
   */
  actor: WriteActor | undefined;
  /** Bookkeeping nobody edits (the last sign-in, a gateway online, a password hash set): no new version. */
  bookkeeping: boolean;
  /** The stored row before an update or a delete. */
  before: Row | undefined;
  /** The values being written (create, update); hooks before the write may change them. */
  values: Row;
  /** The stored row after a create or an update. */
  after: Row | undefined;
  /**
   * The tables, inside this write's transaction, as features hold them: a hook writes an
   * internal resource's rows here, a public resource's through `services` with `{ tables }`.
   */
  tables: FeatureTables;
  /** Work to do once the transaction has committed (ending sessions, notifying other nodes). */
  afterCommit(task: () => Promise<void> | void): void;
}

export type WriteHook = (context: WriteContext) => void | Promise<void>;

/** The context of one row's write, before it happens. */
export function writeContext(
  resource: ResourceDefinition,
  tables: ResourceTables,
  writer: Writer,
  event: WriteEvent,
  before: Row | undefined,
  values: Row,
): WriteContext {
  const afterCommit = (task: () => Promise<void> | void) => tables.afterCommit(task);
  const { principal, system, actor, bookkeeping = false } = writer;
  return {
    resource,
    event,
    principal,
    system,
    actor,
    bookkeeping,
    before,
    values,
    after: undefined,
    tables,
    afterCommit,
  };
}

/**
 * Slow work on a write's input done before its transaction opens (judging a photo),
 * so that the transaction, and on SQLite every other writer, does not wait on it.
 * It decides nothing: the before-hooks inside the transaction still do, and may take
 * what it prepared. It must not throw; a refusal belongs to the write.
 */
export type PrepareHook = (input: Row, tables: FeatureTables) => Promise<void>;

/**
 * The hooks registered on every resource, by resource name (`*` for every resource) and event.
 *
 * Order: a hook must not depend on the order in which it runs among the others. Each
 * reads what the write itself holds (`before`, `values`, `after`, `tables`) and changes
 * only fields no other hook reads, so any order gives the same row. Today they run one
 * after another: the `*` hooks of the event, then the resource's, each list in the order
 * of registration: server code first (the settings reload, server/app.ts), then the
 * features in the name order of their folders, and within a feature in the order its
 * `register` adds them. Tasks given to `afterCommit` run after the commit in that same
 * order. The one thing the order decides is which refusal answers a write that two
 * before-hooks would both refuse (a face photo outside the store breaks a rule of the
 * faces and one of the uploads: the one registered first answers); that the write is
 * refused does not depend on it.
 * A rule that needs another's result belongs in the same hook.
 */
export class WriteHooks {
  private readonly hooks = new Map<string, WriteHook[]>();
  private readonly preparers = new Map<string, PrepareHook[]>();
  private readonly presenters = new Map<string, ((shown: Row) => Row)[]>();

  /** Adds a step to how a resource's rows are shown in answers (masking a value only some rows hold secret). */
  onPresent(resource: string, step: (shown: Row) => Row): void {
    this.presenters.set(resource, [...(this.presenters.get(resource) ?? []), step]);
  }

  /** A row as shown, after the steps features added. */
  presented(resource: string, shown: Row): Row {
    return (this.presenters.get(resource) ?? []).reduce((row, step) => step(row), shown);
  }

  on(resource: string, event: WriteEvent, hook: WriteHook): void {
    const key = `${resource}:${event}`;
    this.hooks.set(key, [...(this.hooks.get(key) ?? []), hook]);
  }

  onPrepare(resource: string, hook: PrepareHook): void {
    this.preparers.set(resource, [...(this.preparers.get(resource) ?? []), hook]);
  }

  /** Runs a resource's prepare hooks on each input, side by side. */
  async prepare(resource: string, inputs: readonly Row[], tables: FeatureTables): Promise<void> {
    const hooks = this.preparers.get(resource);
    if (!hooks) return;
    await Promise.all(inputs.flatMap((input) => hooks.map((hook) => hook(input, tables))));
  }

  async run(context: WriteContext): Promise<void> {
    const hooks = [
      ...(this.hooks.get(`*:${context.event}`) ?? []),
      ...(this.hooks.get(`${context.resource.name}:${context.event}`) ?? []),
    ];
    for (const hook of hooks) await hook(context);
  }
}
