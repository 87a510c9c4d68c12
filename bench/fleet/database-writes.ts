import Database from 'better-sqlite3';
import pg from 'pg';

/** Writes seen in the console's database since the counter's start. */
export interface WritesSeen {
  /** Rows inserted, updated or deleted (PostgreSQL: its statistics, exact; SQLite: see SqliteWrites). */
  rowWrites: number;
  apiLogRows: number;
}

export interface WriteCounter {
  /** Starts counting from now. */
  start(): Promise<void>;
  seen(): Promise<WritesSeen>;
  close(): Promise<void>;
}

/** PostgreSQL counts every row written per table (pg_stat_user_tables), flushed within a second or so. */
export class PostgresWrites implements WriteCounter {
  private readonly client: pg.Client;
  private base: WritesSeen = { rowWrites: 0, apiLogRows: 0 };

  constructor(
    url: string,
    private readonly schema: string,
  ) {
    this.client = new pg.Client({ connectionString: url });
  }

  async start(): Promise<void> {
    await this.client.connect();
    this.base = await this.now();
  }

  async seen(): Promise<WritesSeen> {
    const now = await this.now();
    return { rowWrites: now.rowWrites - this.base.rowWrites, apiLogRows: now.apiLogRows - this.base.apiLogRows };
  }

  async close(): Promise<void> {
    await this.client.end();
  }

  private async now(): Promise<WritesSeen> {
    // Statistics reach the views once a backend flushes them (at most a second or so after its last write).
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await this.client.query('select pg_stat_clear_snapshot()');
    const writes = await this.client.query<{ writes: string }>(
      'select coalesce(sum(n_tup_ins + n_tup_upd + n_tup_del), 0) as writes from pg_stat_user_tables where schemaname = $1',
      [this.schema],
    );
    const log = await this.client.query<{ rows: string }>(`select count(*) as rows from "${this.schema}".api_log`);
    return { rowWrites: Number(writes.rows[0]?.writes ?? 0), apiLogRows: Number(log.rows[0]?.rows ?? 0) };
  }
}

/**
 * SQLite keeps no statistics of writes, so the counter compares: rows added to the API log
 * and the device traffic, and the site and face rows whose content changed. A row changed
 * twice counts once, so the figure is a floor; over a window shorter than
 * GATEWAY_PRESENCE_WRITE_SECONDS a site's presence is written at most once, and it is exact.
 */
export class SqliteWrites implements WriteCounter {
  private readonly db: Database.Database;
  private base: Snapshot | undefined;

  constructor(file: string) {
    this.db = new Database(file, { readonly: true, fileMustExist: true });
  }

  async start(): Promise<void> {
    this.base = this.snapshot();
  }

  async seen(): Promise<WritesSeen> {
    const base = this.base ?? this.snapshot();
    const now = this.snapshot();
    const changed = (before: Map<number, string>, after: Map<number, string>) =>
      [...after].filter(([id, row]) => before.get(id) !== row).length;
    const added = (name: 'apiLog' | 'traffic') => now[name] - base[name];
    return {
      rowWrites: added('apiLog') + added('traffic') + changed(base.sites, now.sites) + changed(base.faces, now.faces),
      apiLogRows: added('apiLog'),
    };
  }

  async close(): Promise<void> {
    this.db.close();
  }

  private snapshot(): Snapshot {
    const count = (table: string) =>
      Number((this.db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n);
    const rows = (sql: string) =>
      new Map((this.db.prepare(sql).all() as { id: number; row: string }[]).map(({ id, row }) => [id, row]));
    return {
      apiLog: count('api_log'),
      traffic: count('device_traffic'),
      sites: rows(
        `select id, concat_ws('|', version, lastHeartbeatAt, gatewayOnline, gatewayChannel, gatewayStartedAt) as row from site`,
      ),
      faces: rows(`select id, concat_ws('|', version, status) as row from face`),
    };
  }
}

interface Snapshot {
  apiLog: number;
  traffic: number;
  sites: Map<number, string>;
  faces: Map<number, string>;
}
