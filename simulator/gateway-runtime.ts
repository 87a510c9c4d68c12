import type { GatewayEvents } from './gateway-events';
import type { GatewayRuntime } from './gateway-work';
import { Ramp } from './ramp';
import { Timetable } from './timetable';

/** Connections opened per second at most, unless told otherwise (`--ramp`). */
export const DEFAULT_RAMP_PER_SECOND = 200;

/** What the gateways of one process share: one timetable, one ramp, where their events go. */
export function gatewayRuntime(events: GatewayEvents, rampPerSecond = DEFAULT_RAMP_PER_SECOND): GatewayRuntime {
  const timetable = new Timetable();
  return { timetable, ramp: new Ramp(rampPerSecond, timetable), events };
}
