import { formatBeijingTime } from '../../schema-ui';

const MINUTE_MS = 60_000;
/** Up to a day of minutes, the quiet ones are drawn as zeros; over longer ranges only minutes with calls. */
const MAX_FILLED_MINUTES = 24 * 60;

/** A minute to draw, and the row counted in it (none for a quiet minute). */
export interface MinuteSlot<T> {
  minute: Date;
  row: T | undefined;
}

/** The minutes of `[from, to)` to draw, oldest first: every one when the range is a day or less, else those with a row. */
export function minuteSlots<T extends { minute: string }>(
  range: { from: string; to: string },
  rows: readonly T[],
): MinuteSlot<T>[] {
  const given = rows.map((row) => ({ minute: new Date(row.minute), row }));
  const first = Math.floor(new Date(range.from).getTime() / MINUTE_MS);
  const last = Math.ceil(new Date(range.to).getTime() / MINUTE_MS) - 1;
  if (last - first + 1 > MAX_FILLED_MINUTES) return given;
  const byMinute = new Map(given.map((slot) => [slot.minute.getTime() / MINUTE_MS, slot]));
  const slots: MinuteSlot<T>[] = [];
  for (let minute = first; minute <= last; minute += 1)
    slots.push(byMinute.get(minute) ?? { minute: new Date(minute * MINUTE_MS), row: undefined });
  return slots;
}

/** A minute in Beijing time: `08:30` within a day's range, `05-01 08:30` over longer ones. */
export function minuteLabel(minute: Date, longRange: boolean): string {
  const text = formatBeijingTime(minute);
  return longRange ? text.slice(5, 16) : text.slice(11, 16);
}
