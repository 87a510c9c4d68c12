import pg from 'pg';

/** The parts of pg's connection a query drives (not in pg's published types). */
interface WireConnection {
  sync(): void;
}

/**
 * One statement in the extended protocol (so a string of several statements is
 * refused by PostgreSQL itself), rows as arrays, fetched at most `maxRows + 1` at
 * once: when the portal still has rows the rest is never fetched and `truncated` is set.
 */
export class CappedQuery extends pg.Query {
  truncated = false;

  constructor(text: string, maxRows: number) {
    super({ text, rowMode: 'array', queryMode: 'extended', rows: maxRows + 1 } as pg.QueryConfig);
  }

  handlePortalSuspended(connection: WireConnection): void {
    this.truncated = true;
    connection.sync();
  }

  /** A paged query sends no Sync up front; after an error the server waits for one before anything else. */
  handleError(error: Error, connection: WireConnection): void {
    connection.sync();
    (
      pg.Query.prototype as unknown as { handleError(this: pg.Query, e: Error, c: WireConnection): void }
    ).handleError.call(this, error, connection);
  }

  /** Resolves with the first result once the server is ready again, or rejects with its error. */
  static run(client: pg.PoolClient, query: CappedQuery): Promise<pg.QueryArrayResult> {
    return new Promise((resolve, reject) => {
      query.once('error', reject);
      query.once('end', (result: pg.QueryArrayResult | pg.QueryArrayResult[]) =>
        resolve(Array.isArray(result) ? result[0] : result),
      );
      client.query(query);
    });
  }
}
