/**
 * A page of a generic list (docs/architecture.md#lists-at-scale-counting-and-search). A list never counts a large
 * table: `total` is there when the rows were counted exactly (a small filtered set, or
 * the last page reached); otherwise `totalEstimate` ("about N", the planner's estimate
 * on PostgreSQL) or `totalMoreThan` ("more than N", where counting stopped) says how far
 * it goes, and `hasNextPage` whether another page follows.
 */
export interface ListPage<T> {
  list: T[];
  /** The exact number of rows the filters select; absent when they were not all counted. */
  total?: number;
  /** Whether a row follows this page. */
  hasNextPage: boolean;
  /** Not counted: about this many rows. */
  totalEstimate?: number;
  /** Not counted: more than this many rows. */
  totalMoreThan?: number;
}

/** Rows a list counts exactly at most; past it, an estimate or "more than" answers. */
export const EXACT_COUNT_LIMIT = 10_000;
