import { setImmediate } from 'node:timers/promises';

/**
 * Lets the requests waiting behind a refresh run between two of its queries: on SQLite
 * a query holds the event loop for as long as it runs, so a refresh is many short ones.
 */
export function yieldTurn(): Promise<void> {
  return setImmediate();
}
