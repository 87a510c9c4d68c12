import type { Expression, SqlBool } from 'kysely';
import { Code } from '../../contract/errors';
import type { ListPage } from '../../contract/list-page';
import { OWNER_FIELD, type ResourceDefinition } from '../../contract/resource';
import { withoutRowDecorations } from '../../contract/row-decorations';
import type { Principal } from '../auth/principal';
import type { Row } from '../db/database';
import { type ResourceTables, writeAccess } from '../db/resource-tables';
import { ApiError } from '../http/api-error';
import type { SecretBox } from '../secrets/secret-box';
import { openSecretFields, sealSecretFields } from '../secrets/secret-fields';
import { inRow, insertBatch } from './batch-insert';
import {
  checkedInput,
  checkedSystemValues,
  checkUnchangedReadOnly,
  isRecord,
  withoutBlankRequired,
  withoutKeptBlanks,
} from './input-checks';
import type { ListRequest } from './list-query';
import { readPage } from './page-read';
import { checkReferences } from './reference-checks';
import type { KnownTitles } from './reference-labels';
import { presentRow, withoutKeptSecrets, writableValues } from './row-shape';
import type { RowVisibility, WhereBuilder } from './row-visibility';
import { titleColumns, titleSelections, titlesRead } from './title-columns';
import { refusedAsApiError } from './write-errors';
import { type WriteContext, type WriteHooks, writeContext } from './write-hooks';
import type { SystemWriteOptions, WriteOptions, Writer } from './write-options';

export type { SystemWriteOptions, WriteOptions } from './write-options';

/**
 * The one write path of a resource, and its reads, in API terms: the schema's
 * validation codes, ownership of the row and of every reference, optimistic
 * concurrency on `version`, the database's refusals as catalogue codes, and the hooks
 * features register. Every write runs in a transaction; a batch is all or nothing.
 * Rows come back as the API shows them. No HTTP here.
 */
export class ResourceService<Stored extends Row = Row> {
  constructor(
    readonly resource: ResourceDefinition,
    private readonly tables: ResourceTables,
    private readonly visibility: RowVisibility,
    private readonly hooks: WriteHooks,
    /** Encrypts the secret fields at rest; without it they are stored as sent. */
    private readonly secrets?: SecretBox,
  ) {}

  /**
   * One page of rows, and how many there are as far as that is cheap to know
   * (page-read.ts, list-count.ts).
   */
  async list(principal: Principal, request: ListRequest): Promise<ListPage<Row>> {
    return (await this.listWithTitles(principal, request, false)).page;
  }

  /**
   * `list`, with the titles of the rows its single reference fields refer to, read by the
   * page query itself (title-columns.ts) for the list route's `referenceLabels`.
   */
  async listWithTitles(
    principal: Principal,
    request: ListRequest,
    readTitles = true,
  ): Promise<{ page: ListPage<Row>; titles: KnownTitles }> {
    const store = this.tables.of(this.resource.name);
    const columns = readTitles ? titleColumns(this.resource, this.tables) : [];
    const scope = (eb: WhereBuilder) => this.scope(principal, eb);
    const read = await readPage(store, this.resource, scope, request, titleSelections(store.table, columns));
    const list = read.rows.map((row) => this.present(store.decode(row)));
    return { page: { list, hasNextPage: read.hasNextPage, ...read.total }, titles: titlesRead(read.rows, columns) };
  }

  async get(principal: Principal, id: number): Promise<Row> {
    return this.present(await this.visibleRow(this.tables, principal, id));
  }

  async create(principal: Principal, input: unknown, options: WriteOptions = {}): Promise<Row> {
    await this.prepare(options, [input]);
    const row = await this.inTransaction(options, async (tables) =>
      this.afterInsert(await this.beforeInsert(tables, principal, input), tables),
    );
    return this.present(row);
  }

  /**
   * Creates every row or, when one is refused, none: the refusal names the row
   * (`data.row`). Each row is checked and its before-hooks run in turn; the rows are
   * then inserted many to a statement, and the after-hooks run on each.
   */
  async createMany(principal: Principal, inputs: unknown[], options: WriteOptions = {}): Promise<Row[]> {
    await this.prepare(options, inputs);
    const rows = await this.inTransaction(options, async (tables) => {
      const contexts: WriteContext[] = [];
      for (const [index, input] of inputs.entries()) {
        contexts.push(await inRow(index, () => this.beforeInsert(tables, principal, input)));
      }
      const store = tables.of(this.resource.name);
      const stored = await insertBatch(
        this.resource,
        store,
        contexts.map((context) => context.values),
      );
      for (const [index, context] of contexts.entries()) {
        await inRow(index, () => this.hooks.run({ ...context, event: 'afterCreate', after: stored[index] }));
      }
      return stored;
    });
    return rows.map((row) => this.present(row));
  }

  async update(principal: Principal, id: number, input: unknown, options: WriteOptions = {}): Promise<Row> {
    if (!isRecord(input)) throw new ApiError(Code.BAD_REQUEST, 'the body must be a JSON object');
    const version = input.version;
    if (typeof version !== 'number' || !Number.isInteger(version)) {
      throw new ApiError(Code.BAD_REQUEST, 'version is required: send back the version of the row you edited');
    }
    const sent = withoutRowDecorations(withoutKeptSecrets(this.resource, input));
    checkedInput(this.resource, 'update', withoutBlankRequired(this.resource, sent));
    const writer = { principal, system: false };
    await this.prepare(options, [sent]);
    const row = await this.inTransaction(options, async (tables) => {
      const before = await this.visibleRow(tables, principal, id);
      const body = checkedInput(this.resource, 'update', withoutKeptBlanks(this.resource, sent, before), before);
      checkUnchangedReadOnly(this.resource, body, before);
      const values = this.sealed(writableValues(this.resource, body, 'update'));
      return this.updateRow(tables, writer, before, values, { version });
    });
    return this.present(row);
  }

  async remove(principal: Principal, id: number, options: WriteOptions = {}): Promise<Row> {
    const writer = { principal, system: false };
    const row = await this.inTransaction(options, async (tables) => {
      const before = await this.visibleRow(tables, principal, id);
      await this.removeRow(tables, writer, before);
      return before;
    });
    return this.present(row);
  }

  /** Deletes every listed row or, when one of them is not the caller's or may not go, none. */
  async removeMany(principal: Principal, ids: number[], options: WriteOptions = {}): Promise<number[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) throw new ApiError(Code.DELETE_EMPTY);
    const writer = { principal, system: false };
    return this.inTransaction(options, async (tables) => {
      const store = tables.of(this.resource.name);
      const rows = await store.db.selectFrom(store.table).selectAll().where('id', 'in', unique).execute();
      const removed: number[] = [];
      for (const [index, stored] of rows.entries()) {
        const row = store.decode(stored);
        if (!(await this.visibility.isVisible(this.resource, principal, row, tables)))
          throw new ApiError(Code.NOT_MINE);
        await inRow(index, () => this.removeRow(tables, writer, row));
        removed.push(Number(row.id));
      }
      return removed;
    });
  }

  /**
   * Trusted server code creating a row: read-only and internal fields may be set, the
   * values still pass the validators, the references their checks and the hooks run.
   */
  async systemCreate(values: Partial<Stored>, options: SystemWriteOptions = {}): Promise<Stored> {
    const checked = checkedSystemValues(this.resource, 'create', values);
    const writer = systemWriter(options);
    const row = await this.inTransaction(options, (tables) => this.insertRow(tables, writer, this.sealed(checked)));
    return row as Stored;
  }

  /** Trusted server code changing a row, read-only fields (status, bound, mac) included. */
  async systemUpdate(id: number, values: Partial<Stored>, options: SystemWriteOptions = {}): Promise<Stored> {
    const checked = checkedSystemValues(this.resource, 'update', values);
    const writer = systemWriter(options);
    const row = await this.inTransaction(options, async (tables) => {
      const before = writer.principal
        ? await this.visibleRow(tables, writer.principal, id)
        : await this.existingRow(tables, id);
      return this.updateRow(tables, writer, before, this.sealed(checked), options);
    });
    return row as Stored;
  }

  /** The stored row as the API shows it. */
  present(row: Row): Row {
    const opened = this.secrets ? openSecretFields(this.resource, row, this.secrets) : row;
    return this.hooks.presented(this.resource.name, presentRow(this.resource, opened));
  }

  /** A client's new row checked, its owner set, its references checked and its before-hooks run. */
  private async beforeInsert(tables: ResourceTables, principal: Principal, input: unknown): Promise<WriteContext> {
    const body = checkedInput(this.resource, 'create', input);
    checkUnchangedReadOnly(this.resource, body, undefined);
    const values = this.sealed(writableValues(this.resource, body, 'create'));
    if (this.resource.ownership.kind === 'direct') values[OWNER_FIELD] = principal.adminId;
    return this.hooksBeforeInsert(tables, { principal, system: false }, values);
  }

  private async hooksBeforeInsert(tables: ResourceTables, writer: Writer, values: Row): Promise<WriteContext> {
    await checkReferences(this.resource, undefined, values, { ...writer, visibility: this.visibility, tables });
    const context = writeContext(this.resource, tables, writer, 'beforeCreate', undefined, values);
    await this.hooks.run(context);
    return context;
  }

  private async afterInsert(context: WriteContext, tables: ResourceTables): Promise<Row> {
    const store = tables.of(this.resource.name);
    const row = await refusedAsApiError(this.resource, context.values, () => store.insert(context.values));
    await this.hooks.run({ ...context, event: 'afterCreate', after: row });
    return row;
  }

  private async insertRow(tables: ResourceTables, writer: Writer, values: Row): Promise<Row> {
    return this.afterInsert(await this.hooksBeforeInsert(tables, writer, values), tables);
  }

  private async updateRow(
    tables: ResourceTables,
    writer: Writer,
    before: Row,
    values: Row,
    { version }: Pick<SystemWriteOptions, 'version'>,
  ): Promise<Row> {
    await checkReferences(this.resource, before, values, { ...writer, visibility: this.visibility, tables });
    const context = writeContext(this.resource, tables, writer, 'beforeUpdate', before, values);
    await this.hooks.run(context);
    const store = tables.of(this.resource.name);
    const id = Number(before.id);
    const row = await refusedAsApiError(this.resource, values, () =>
      writer.bookkeeping ? store.touch(id, context.values) : store.update(id, context.values, version),
    );
    // Rows read as references earlier in the transaction are read again after they change.
    tables.forgetReferenced(this.resource.name, id);
    if (!row) {
      // Nothing matched id and version together: either someone saved first, or the row just went.
      if (await store.findById(id)) throw new ApiError(Code.STALE);
      throw this.notFound(id);
    }
    await this.hooks.run({ ...context, event: 'afterUpdate', after: row });
    return row;
  }

  private async removeRow(tables: ResourceTables, writer: Writer, before: Row): Promise<void> {
    const context = writeContext(this.resource, tables, writer, 'beforeDelete', before, {});
    await this.hooks.run(context);
    const store = tables.of(this.resource.name);
    await refusedAsApiError(this.resource, {}, () => store.deleteByIds([Number(before.id)]));
    tables.forgetReferenced(this.resource.name, Number(before.id));
    await this.hooks.run({ ...context, event: 'afterDelete' });
  }

  /** The prepare hooks, before a transaction of this service's own opens (not inside a caller's). */
  private async prepare(options: WriteOptions, inputs: unknown[]): Promise<void> {
    if (!options.tables) await this.hooks.prepare(this.resource.name, inputs.filter(isRecord), this.tables);
  }

  private inTransaction<T>(options: WriteOptions, work: (tables: ResourceTables) => Promise<T>): Promise<T> {
    return (options.tables ? writeAccess(options.tables) : this.tables).inTransaction(work);
  }

  private scope(principal: Principal, eb: WhereBuilder): Expression<SqlBool>[] {
    const scope = this.visibility.condition(this.resource, principal, eb);
    return scope ? [scope] : [];
  }

  private async existingRow(tables: ResourceTables, id: number): Promise<Row> {
    const row = await tables.of(this.resource.name).findById(id);
    if (!row) throw this.notFound(id);
    return row;
  }

  private async visibleRow(tables: ResourceTables, principal: Principal, id: number): Promise<Row> {
    const row = await this.existingRow(tables, id);
    if (!(await this.visibility.isVisible(this.resource, principal, row, tables))) throw new ApiError(Code.NOT_MINE);
    return row;
  }

  private sealed(values: Row): Row {
    return this.secrets ? sealSecretFields(this.resource, values, this.secrets) : values;
  }

  private notFound(id: number): ApiError {
    return new ApiError(Code.NOT_FOUND, `${this.resource.name} ${id}`);
  }
}

/** The writer of trusted server code: the principal's ownership checked, the actor and bookkeeping told to the hooks. */
function systemWriter({ principal, actor, bookkeeping }: SystemWriteOptions): Writer {
  return { principal, system: true, actor, bookkeeping: bookkeeping === true };
}
