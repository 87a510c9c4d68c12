import { fromBeijingInput } from '../../schema-ui';

/** The ranges the statistics offer, each ending now, and `custom` for chosen ends. */
export const RANGE_CHOICES = ['hour', '6h', '24h', '7d', 'custom'] as const;
export type RangeChoice = (typeof RANGE_CHOICES)[number];

const HOUR_MS = 60 * 60 * 1000;
const SPANS: Record<Exclude<RangeChoice, 'custom'>, number> = {
  hour: HOUR_MS,
  '6h': 6 * HOUR_MS,
  '24h': 24 * HOUR_MS,
  '7d': 7 * 24 * HOUR_MS,
};

export interface StatsWindow {
  from: string;
  to: string;
}

/**
 * The instants a choice means: a span ending `now`, or the custom ends read as
 * Beijing time (`datetime-local` values); null while a custom end is blank.
 */
export function windowOf(
  choice: RangeChoice,
  custom: { from: string; to: string },
  now = new Date(),
): StatsWindow | null {
  if (choice === 'custom') {
    const from = fromBeijingInput(custom.from);
    const to = fromBeijingInput(custom.to);
    return from && to ? { from, to } : null;
  }
  return { from: new Date(now.getTime() - SPANS[choice]).toISOString(), to: now.toISOString() };
}
