/** Folds the numeric segments of a path into `:id`, so `/api/sites/12` and `/api/sites/7` count together. */
export function foldedPath(path: string): string {
  return path.replace(/\/\d+(?=\/|$)/g, '/:id');
}

/** The same folding in PostgreSQL's regular expressions (advanced ones accept the look-ahead). */
export const FOLD_PATTERN = '/[0-9]+(?=/|$)';

/**
 * A continuous percentile (linear interpolation between the two nearest ranks), as
 * PostgreSQL's `percentile_cont` computes it, so both engines give the same number.
 */
export function percentileCont(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  const rank = fraction * (sorted.length - 1);
  const below = Math.floor(rank);
  const above = Math.ceil(rank);
  return sorted[below] + (sorted[above] - sorted[below]) * (rank - below);
}

/** Milliseconds to two decimals, as the log stores them. */
export const roundMs = (value: number) => Math.round(Number(value) * 100) / 100;
