/**
 * Device traffic as the API log statistics and Home show it: the device calls the API request
 * log counts per site and minute instead of writing each (docs/device-api.md#device-traffic-and-the-api-log).
 */

/** The device calls of one minute (its start, UTC), summed over sites and nodes. */
export interface DeviceMinute {
  minute: string;
  calls: number;
  errors: number;
  /** Bytes received and sent. */
  bytes: number;
}

/** Device calls over `[from, to)`: each minute with calls, oldest first, the totals and the newest minute counted. */
export interface DeviceCallFigures {
  from: string;
  to: string;
  perMinute: DeviceMinute[];
  calls: number;
  errors: number;
  bytes: number;
  /** The newest minute with calls (a minute is counted once it is over); null when there was none. */
  latest: DeviceMinute | null;
}

/** Gateways connected now: bound sites whose gateway is online, and those of them holding the push channel. */
export interface GatewaysConnected {
  online: number;
  channel: number;
}

/** The figures of the minutes given, oldest first. */
export function deviceCallFigures(range: { from: string; to: string }, perMinute: DeviceMinute[]): DeviceCallFigures {
  const total = (pick: (minute: DeviceMinute) => number) => perMinute.reduce((sum, minute) => sum + pick(minute), 0);
  return {
    from: range.from,
    to: range.to,
    perMinute,
    calls: total((minute) => minute.calls),
    errors: total((minute) => minute.errors),
    bytes: total((minute) => minute.bytes),
    latest: perMinute.at(-1) ?? null,
  };
}
