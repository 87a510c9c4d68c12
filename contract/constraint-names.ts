/**
 * Names the generator gives indexes and foreign keys, and the server reads back from
 * PostgreSQL's violations (`constraint`) to find the fields of a refused write.
 */
export function indexName(table: string, columns: string[], unique: boolean): string {
  return `${table}_${columns.join('_')}_${unique ? 'uq' : 'idx'}`;
}

export function foreignKeyName(table: string, column: string): string {
  return `${table}_${column}_fk`;
}
