import { type DialectAdapter, SqliteAdapter, SqliteDialect } from 'kysely';

/**
 * SQLite's DDL is transactional, but Kysely's adapter says otherwise, so its migrator
 * would run SQLite migrations statement by statement. With this one a migration (a
 * table rebuild among them) and its bookkeeping commit together or not at all, as on
 * PostgreSQL.
 */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

export class TransactionalDdlSqliteDialect extends SqliteDialect {
  override createAdapter(): DialectAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}
