import type { Expression, SqlBool } from 'kysely';
import type { Page } from '../../contract/envelope';
import { CATALOGUE, Code } from '../../contract/errors';
import { OWNER_FIELD, type ResourceDefinition } from '../../contract/resource';
import { validateInput } from '../../contract/validation';
import type { Principal } from '../auth/principal';
import { constraintViolation } from '../db/constraint-violation';
import type { Row } from '../db/database';
import type { ResourceTables } from '../db/resource-tables';
import type { RowStore } from '../db/row-store';
import { ApiError } from '../http/api-error';
import type { SecretBox } from '../secrets/secret-box';
import { openSecretFields, sealSecretFields } from '../secrets/secret-fields';
import type { ListRequest } from './list-query';
import { presentRow, withoutKeptSecrets, writableValues } from './row-shape';
import type { RowVisibility, WhereBuilder } from './row-visibility';
import { containsText } from './text-search';

/**
 * The generic operations on one resource, in API terms and with its rules: the
 * schema's validation codes, ownership, optimistic concurrency on `version`, unique
 * fields. Rows come back as the API shows them. No HTTP here.
 */
export class ResourceService {
  private readonly store: RowStore;

  constructor(
    readonly resource: ResourceDefinition,
    tables: ResourceTables,
    private readonly visibility: RowVisibility,
    /** Encrypts the secret fields at rest; without it they are stored as sent. */
    private readonly secrets?: SecretBox,
  ) {
    this.store = tables.of(resource.name);
  }

  async list(principal: Principal, request: ListRequest): Promise<Page<Row>> {
    const { db, table } = this.store;
    const where = (eb: WhereBuilder) => eb.and(this.conditions(principal, request, eb));
    const countRow = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where(where)
      .executeTakeFirstOrThrow();
    const direction = request.order === 'ASC' ? 'asc' : 'desc';
    let query = db.selectFrom(table).selectAll().where(where).orderBy(request.sort, direction);
    // A tie-break on id keeps pages stable when many rows share the sorted value.
    if (request.sort !== 'id') query = query.orderBy('id', direction);
    const rows = await query
      .limit(request.pageSize)
      .offset((request.page - 1) * request.pageSize)
      .execute();
    return { list: rows.map((row) => this.present(this.store.decode(row))), total: Number(countRow.total) };
  }

  async get(principal: Principal, id: number): Promise<Row> {
    return this.present(await this.visibleRow(principal, id));
  }

  async create(principal: Principal, input: unknown): Promise<Row> {
    const body = this.checked('create', input);
    const values = this.sealed(writableValues(this.resource, body, 'create'));
    if (this.resource.ownership.kind === 'direct') values[OWNER_FIELD] = principal.adminId;
    await this.checkParentReference(principal, values);
    return this.present(await this.written(values, () => this.store.insert(values)));
  }

  async update(principal: Principal, id: number, input: unknown): Promise<Row> {
    if (!isRecord(input)) throw new ApiError(Code.BAD_REQUEST, 'the body must be a JSON object');
    const version = input.version;
    if (typeof version !== 'number' || !Number.isInteger(version)) {
      throw new ApiError(Code.BAD_REQUEST, 'version is required: send back the version of the row you edited');
    }
    const body = this.checked('update', withoutKeptSecrets(this.resource, input));
    await this.visibleRow(principal, id);
    const values = this.sealed(writableValues(this.resource, body, 'update'));
    await this.checkParentReference(principal, values);
    const row = await this.written(values, () => this.store.update(id, values, version));
    if (row) return this.present(row);
    // Nothing matched id and version together: either someone saved first, or the row just went.
    if (await this.store.findById(id)) throw new ApiError(Code.STALE);
    throw this.notFound(id);
  }

  async remove(principal: Principal, id: number): Promise<Row> {
    const row = await this.visibleRow(principal, id);
    await this.store.deleteByIds([id]);
    return this.present(row);
  }

  /** Deletes every listed row or, when one of them is not the caller's, none. */
  async removeMany(principal: Principal, ids: number[]): Promise<number[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) throw new ApiError(Code.DELETE_EMPTY);
    const rows = await this.store.db.selectFrom(this.store.table).selectAll().where('id', 'in', unique).execute();
    for (const row of rows) {
      if (!(await this.visibility.isVisible(this.resource, principal, this.store.decode(row)))) {
        throw new ApiError(Code.NOT_MINE);
      }
    }
    const found = rows.map((row) => Number(row.id));
    await this.store.deleteByIds(found);
    return found;
  }

  private conditions(principal: Principal, request: ListRequest, eb: WhereBuilder): Expression<SqlBool>[] {
    const { table } = this.store;
    const dialect = this.store.database.dialect;
    const column = (name: string) => `${table}.${name}`;
    const conditions: Expression<SqlBool>[] = [];
    const scope = this.visibility.condition(this.resource, principal, eb);
    if (scope) conditions.push(scope);
    for (const condition of request.conditions) {
      if (condition.op === 'in') conditions.push(eb(column('id'), 'in', condition.value));
      else if (condition.op === 'contains')
        conditions.push(containsText(dialect, column(condition.field), String(condition.value)));
      else {
        const operator = condition.op === 'equals' ? '=' : condition.op === 'gte' ? '>=' : '<=';
        conditions.push(
          eb(column(condition.field), operator, this.store.encodeValue(condition.field, condition.value)),
        );
      }
    }
    if (request.q !== undefined && this.resource.search.length > 0) {
      const text = request.q;
      conditions.push(eb.or(this.resource.search.map((field) => containsText(dialect, column(field), text))));
    }
    return conditions;
  }

  /** The body after the contract's validators (the browser runs the same ones). */
  private checked(mode: 'create' | 'update', input: unknown): Row {
    const failure = validateInput(this.resource, mode, input);
    if (failure) throw new ApiError(failure.code, failure.msg);
    if (!isRecord(input)) throw new ApiError(Code.BAD_REQUEST, 'the body must be a JSON object');
    return input;
  }

  private async visibleRow(principal: Principal, id: number): Promise<Row> {
    const row = await this.store.findById(id);
    if (!row) throw this.notFound(id);
    if (!(await this.visibility.isVisible(this.resource, principal, row))) throw new ApiError(Code.NOT_MINE);
    return row;
  }

  /** A row owned through a parent (a resident through its site) may hang only off a parent the caller owns. */
  private async checkParentReference(principal: Principal, values: Row): Promise<void> {
    const ownership = this.resource.ownership;
    if (ownership.kind !== 'through' || values[ownership.field] === undefined) return;
    if (!(await this.visibility.referenceIsVisible(ownership.resource, principal, values[ownership.field]))) {
      throw new ApiError(Code.NOT_MINE);
    }
  }

  /** Runs a write, answering a unique-index refusal with the field's own code instead of a database error. */
  private async written<T>(values: Row, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      const violation = constraintViolation(error);
      if (violation?.kind !== 'unique') throw error;
      const field = this.resource.fields.find((candidate) =>
        violation.columns.some((column) => column === candidate.name || column.includes(`_${candidate.name}_`)),
      );
      const code = field?.errors.unique ?? Code.BAD_REQUEST;
      const value = field ? values[field.name] : undefined;
      if (code !== Code.BAD_REQUEST && CATALOGUE[code]?.en.includes('{msg}'))
        throw new ApiError(code, String(value ?? ''));
      if (code !== Code.BAD_REQUEST) throw new ApiError(code);
      throw new ApiError(code, `${field?.name ?? 'a unique value'} ${JSON.stringify(value ?? null)} already exists`);
    }
  }

  private present(row: Row): Row {
    return presentRow(this.resource, this.secrets ? openSecretFields(this.resource, row, this.secrets) : row);
  }

  private sealed(values: Row): Row {
    return this.secrets ? sealSecretFields(this.resource, values, this.secrets) : values;
  }

  private notFound(id: number): ApiError {
    return new ApiError(Code.NOT_FOUND, `${this.resource.name} ${id}`);
  }
}

function isRecord(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
