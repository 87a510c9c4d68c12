const FIRST_MS = 500;
const LONGEST_MS = 10_000;

/**
 * How long to wait before connecting again after `failures` failures in a row: 0.5 s
 * doubling to 10 s, each drawn between three quarters and one and a quarter of that,
 * so that gateways dropped together do not all come back in the same instant.
 */
export function reconnectDelay(failures: number): number {
  const base = Math.min(LONGEST_MS, FIRST_MS * 2 ** Math.min(failures, 10));
  return Math.round(base * (0.75 + Math.random() / 2));
}
