import { formatBeijingTime } from '../../schema-ui';
import type { ApiLogStats } from './apiLogStatsApi';

const MINUTE_MS = 60_000;
/** Up to a day of minutes, the quiet ones are drawn as zeros; over longer ranges only minutes with calls. */
const MAX_FILLED_MINUTES = 24 * 60;

export interface MinutePoint {
  minute: Date;
  requests: number;
  errors: number;
}

/** The per-minute counts as points to draw, oldest first, quiet minutes as zeros when the range is a day or less. */
export function perMinuteSeries(stats: Pick<ApiLogStats, 'from' | 'to' | 'perMinute'>): MinutePoint[] {
  const given = stats.perMinute.map((row) => ({ ...row, minute: new Date(row.minute) }));
  const first = Math.floor(new Date(stats.from).getTime() / MINUTE_MS);
  const last = Math.ceil(new Date(stats.to).getTime() / MINUTE_MS) - 1;
  if (last - first + 1 > MAX_FILLED_MINUTES) return given;
  const byMinute = new Map(given.map((point) => [point.minute.getTime() / MINUTE_MS, point]));
  const points: MinutePoint[] = [];
  for (let minute = first; minute <= last; minute += 1)
    points.push(byMinute.get(minute) ?? { minute: new Date(minute * MINUTE_MS), requests: 0, errors: 0 });
  return points;
}

/** A minute in Beijing time: `08:30` within a day's range, `05-01 08:30` over longer ones. */
export function minuteLabel(minute: Date, longRange: boolean): string {
  const text = formatBeijingTime(minute);
  return longRange ? text.slice(5, 16) : text.slice(11, 16);
}
