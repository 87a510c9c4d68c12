/**
 * Dates are shown in Beijing time whatever the browser's zone (docs/features/console.md#the-console, Messages).
 * China has kept UTC+8 without daylight saving since 1991, so reading a wall-clock
 * time back needs no zone database; showing one goes through Intl all the same.
 */
const BEIJING_ZONE = 'Asia/Shanghai';
const BEIJING_OFFSET = '+08:00';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: BEIJING_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function beijingParts(value: string | Date): Record<string, string> | null {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return Object.fromEntries(parts.formatToParts(date).map((part) => [part.type, part.value]));
}

/** `2024-05-01 08:30:00` for an instant, in Beijing time; the input itself when it is not a date. */
export function formatBeijingTime(value: string | Date): string {
  const p = beijingParts(value);
  if (!p) return String(value);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** The value of a `datetime-local` input showing an instant in Beijing time: `2024-05-01T08:30`. */
export function toBeijingInput(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const p = beijingParts(value);
  if (!p) return '';
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** The instant (ISO 8601, UTC) a `datetime-local` value means when read as Beijing time; null when blank. */
export function fromBeijingInput(value: string | null | undefined): string | null {
  if (!value) return null;
  const withSeconds = /T\d{2}:\d{2}$/.test(value) ? `${value}:00` : value;
  const date = new Date(`${withSeconds}${BEIJING_OFFSET}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
