import type { Kysely } from 'kysely';
import type { FieldKind, ResourceDefinition } from '../../contract/resource';
import { OWNER_FIELD } from '../../contract/resource';
import type { Database, Row, Tables } from './database';
import { runKept } from './kept-queries';
import { fromColumn, toColumn } from './row-codec';

const SYSTEM_KINDS: Record<string, FieldKind> = {
  id: 'integer',
  version: 'integer',
  createdAt: 'datetime',
  updatedAt: 'datetime',
  [OWNER_FIELD]: 'reference',
};

/** The members of a RowStore that only read (see ReadRowStore). */
type ReadMember =
  | 'database'
  | 'resource'
  | 'table'
  | 'db'
  | 'hasColumn'
  | 'kindOf'
  | 'encode'
  | 'encodeValue'
  | 'decode'
  | 'findById'
  | 'findByIds'
  | 'findWhere'
  | 'findOneWhere';

/**
 * A RowStore's reading side: what a feature holds of a public resource's table, whose
 * rows are written through the write path (FeatureTables). `db` stays for reads the
 * find methods cannot express.
 */
export type ReadRowStore<Stored extends Row = Row> = Pick<RowStore<Stored>, ReadMember>;

/**
 * One table, read and written in API terms: values go in and come out as the API
 * spells them (booleans, ISO datetimes, JSON), every column of the resource
 * included, internal ones too. It keeps `version`, `createdAt` and `updatedAt`.
 * Scoping and the API's rules live above it; this is what they share.
 */
export class RowStore<Stored extends Row = Row> {
  private readonly kinds: Map<string, FieldKind>;

  constructor(
    readonly database: Database,
    readonly resource: ResourceDefinition,
    /** Where queries run: the database, or a transaction of it. */
    private readonly executor: Kysely<Tables> = database.db,
  ) {
    this.kinds = new Map(Object.entries(SYSTEM_KINDS));
    for (const field of resource.fields) this.kinds.set(field.name, field.kind);
    if (resource.ownership.kind !== 'direct') this.kinds.delete(OWNER_FIELD);
  }

  get table(): string {
    return this.resource.table;
  }

  get db(): Kysely<Tables> {
    return this.executor;
  }

  /** The same table, read and written inside `transaction`. */
  within(transaction: Kysely<Tables>): RowStore<Stored> {
    return new RowStore<Stored>(this.database, this.resource, transaction);
  }

  hasColumn(name: string): boolean {
    return this.kinds.has(name);
  }

  kindOf(name: string): FieldKind {
    const kind = this.kinds.get(name);
    if (!kind) throw new Error(`${this.resource.name} has no column ${name}`);
    return kind;
  }

  /** API values to column values; names that are not columns of this table are dropped. */
  encode(values: Row): Row {
    const encoded: Row = {};
    for (const [name, value] of Object.entries(values)) {
      const kind = this.kinds.get(name);
      if (kind && value !== undefined) encoded[name] = toColumn(kind, this.database.dialect, value);
    }
    return encoded;
  }

  /** A value compared against a column in a WHERE clause. */
  encodeValue(name: string, value: unknown): unknown {
    return toColumn(this.kindOf(name), this.database.dialect, value);
  }

  decode(row: Row): Stored {
    const decoded: Row = {};
    for (const [name, value] of Object.entries(row)) {
      const kind = this.kinds.get(name);
      decoded[name] = kind ? fromColumn(kind, value) : value;
    }
    return decoded as Stored;
  }

  async insert(values: Partial<Stored>): Promise<Stored> {
    const now = new Date().toISOString();
    const { id: _id, version: _version, createdAt: _createdAt, updatedAt: _updatedAt, ...declared } = values;
    // RETURNING gives the stored row (defaults, id, encoded values) without a second query.
    const inserted = await this.db
      .insertInto(this.table)
      .values(this.encode({ ...declared, version: 1, createdAt: now, updatedAt: now }))
      .returningAll()
      .executeTakeFirstOrThrow();
    return this.decode(inserted);
  }

  /** Inserts many rows in one statement and reads them back, in the order given. */
  async insertAll(rows: Partial<Stored>[]): Promise<Stored[]> {
    if (rows.length === 0) return [];
    const now = new Date().toISOString();
    const values = rows.map(
      ({ id: _id, version: _version, createdAt: _createdAt, updatedAt: _updatedAt, ...declared }) =>
        this.encode({ ...declared, version: 1, createdAt: now, updatedAt: now }),
    );
    const inserted = await this.db.insertInto(this.table).values(values).returningAll().execute();
    // Both engines number the rows of one statement in the order of its values.
    return inserted.map((row) => this.decode(row)).sort((a, b) => Number(a.id) - Number(b.id));
  }

  /** Appends many rows in one statement, without reading them back (logs written in batches). */
  async insertMany(rows: Partial<Stored>[]): Promise<number> {
    if (rows.length === 0) return 0;
    const now = new Date().toISOString();
    const values = rows.map((row) => this.encode({ createdAt: now, ...row, version: 1, updatedAt: now }));
    await this.db.insertInto(this.table).values(values).execute();
    return rows.length;
  }

  async findById(id: number): Promise<Stored | undefined> {
    const shape = `${this.database.dialect} ${this.table} by id`;
    const rows = await runKept(this.db, shape, [id], () =>
      this.db.selectFrom(this.table).selectAll().where('id', '=', id),
    );
    return rows[0] ? this.decode(rows[0]) : undefined;
  }

  /** The rows with these ids, in id order. */
  async findByIds(ids: readonly number[]): Promise<Stored[]> {
    if (ids.length === 0) return [];
    const shape = `${this.database.dialect} ${this.table} by ${ids.length} ids`;
    const rows = await runKept(this.db, shape, ids, () =>
      this.db.selectFrom(this.table).selectAll().where('id', 'in', ids).orderBy('id'),
    );
    return rows.map((row) => this.decode(row));
  }

  /** Rows whose columns equal every given value. */
  async findWhere(match: Partial<Stored>, limit?: number): Promise<Stored[]> {
    const entries = Object.entries(match);
    const compared = entries
      .filter(([, value]) => value !== null)
      .map(([name, value]) => this.encodeValue(name, value));
    const parameters = limit === undefined ? compared : [...compared, limit];
    const columns = entries.map(([name, value]) => (value === null ? `${name} null` : name)).join(',');
    const shape = `${this.database.dialect} ${this.table} where ${columns}${limit === undefined ? '' : ' limit'}`;
    const rows = await runKept(this.db, shape, parameters, () => {
      let query = this.db.selectFrom(this.table).selectAll();
      for (const [name, value] of entries) {
        query = value === null ? query.where(name, 'is', null) : query.where(name, '=', this.encodeValue(name, value));
      }
      if (limit !== undefined) query = query.limit(limit);
      return query.orderBy('id');
    });
    return rows.map((row) => this.decode(row));
  }

  async findOneWhere(match: Partial<Stored>): Promise<Stored | undefined> {
    return (await this.findWhere(match, 1))[0];
  }

  /**
   * Writes `values` and bumps the version. With `expectedVersion` only a row still at
   * that version changes (optimistic concurrency). Returns the new row, or undefined
   * when no row matched.
   */
  async update(id: number, values: Partial<Stored>, expectedVersion?: number): Promise<Stored | undefined> {
    const { id: _id, version: _version, createdAt: _createdAt, updatedAt: _updatedAt, ...declared } = values;
    let query = this.db
      .updateTable(this.table)
      .set((eb) => ({
        ...this.encode({ ...declared, updatedAt: new Date().toISOString() }),
        version: eb('version', '+', 1),
      }))
      .where('id', '=', id);
    if (expectedVersion !== undefined) query = query.where('version', '=', expectedVersion);
    const updated = await query.returningAll().executeTakeFirst();
    return updated ? this.decode(updated) : undefined;
  }

  /**
   * Records bookkeeping (last sign-in time, counters) without a new version, so that
   * somebody editing the row meanwhile does not get a needless "data changed" (6075).
   */
  async touch(id: number, values: Partial<Stored>): Promise<Stored | undefined> {
    await this.db.updateTable(this.table).set(this.encode(values)).where('id', '=', id).execute();
    return this.findById(id);
  }

  async deleteWhere(match: Partial<Stored>): Promise<number> {
    let query = this.db.deleteFrom(this.table);
    for (const [name, value] of Object.entries(match)) query = query.where(name, '=', this.encodeValue(name, value));
    const result = await query.executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async deleteByIds(ids: number[]): Promise<number> {
    if (ids.length === 0) return 0;
    const result = await this.db.deleteFrom(this.table).where('id', 'in', ids).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
