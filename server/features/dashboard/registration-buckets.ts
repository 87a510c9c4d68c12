import type { RegistrationBucket } from '../../../contract/home';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Beijing time, which the console shows every date in, is UTC+8 all year. */
const BEIJING_OFFSET_MS = 8 * HOUR_MS;
export const HOURS = 24;
export const DAYS = 30;

/** Registration counts by UTC hour (`YYYY-MM-DDTHH`) and outcome. */
export type HourCounts = Map<string, { succeeded: number; failed: number }>;

export interface BucketWindows {
  /** The first of the 24 hours (the current hour is the last). */
  hourlyFrom: Date;
  /** Midnight in Beijing time, 29 days before today's. */
  dailyFrom: Date;
  /** The hour before the refresh, whose device calls Home shows. */
  lastHour: { from: string; to: string };
}

export function bucketWindows(now: Date): BucketWindows {
  const hour = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  const beijingMidnight = Math.floor((now.getTime() + BEIJING_OFFSET_MS) / DAY_MS) * DAY_MS - BEIJING_OFFSET_MS;
  return {
    hourlyFrom: new Date(hour - (HOURS - 1) * HOUR_MS),
    dailyFrom: new Date(beijingMidnight - (DAYS - 1) * DAY_MS),
    lastHour: { from: new Date(now.getTime() - HOUR_MS).toISOString(), to: now.toISOString() },
  };
}

/** The key an instant's hour is counted under, as both engines write it. */
export function hourKey(instant: number): string {
  return new Date(instant).toISOString().slice(0, 13);
}

function sumHours(counts: HourCounts, from: number, hours: number): RegistrationBucket {
  let succeeded = 0;
  let failed = 0;
  for (let hour = 0; hour < hours; hour += 1) {
    const found = counts.get(hourKey(from + hour * HOUR_MS));
    succeeded += found?.succeeded ?? 0;
    failed += found?.failed ?? 0;
  }
  return { start: new Date(from).toISOString(), succeeded, failed };
}

/** The 24 hourly and 30 daily buckets of one account's registrations. */
export function registrationBuckets(counts: HourCounts, windows: BucketWindows) {
  const hourly = Array.from({ length: HOURS }, (_, index) =>
    sumHours(counts, windows.hourlyFrom.getTime() + index * HOUR_MS, 1),
  );
  const daily = Array.from({ length: DAYS }, (_, index) =>
    sumHours(counts, windows.dailyFrom.getTime() + index * DAY_MS, 24),
  );
  return {
    hourlyFrom: windows.hourlyFrom.toISOString(),
    hourly,
    dailyFrom: windows.dailyFrom.toISOString(),
    daily,
  };
}
