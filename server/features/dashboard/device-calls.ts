import type { DeviceMinute } from '../../../contract/device-traffic';
import type { FeatureTables } from '../../db/resource-tables';
import { deviceMinutesByOwner } from '../../logs/device-traffic-minutes';
import type { FiguresScope } from './site-figures';

/**
 * The device calls per minute of each scope over the range: every site's for `all`, each
 * owner's sites' for that owner (by the site's owner now). One query on the (minute, siteId)
 * index of device-traffic, joined with the site table.
 */
export async function deviceMinutesByScope(
  tables: FeatureTables,
  range: { from: string; to: string },
): Promise<Map<FiguresScope, DeviceMinute[]>> {
  if (!tables.has('device-traffic')) return new Map();
  const scopes = new Map<FiguresScope, Map<string, DeviceMinute>>();
  const add = (scope: FiguresScope, { minute, calls, errors, bytes }: DeviceMinute) => {
    const minutes = scopes.get(scope) ?? new Map<string, DeviceMinute>();
    scopes.set(scope, minutes);
    const sum = minutes.get(minute) ?? { minute, calls: 0, errors: 0, bytes: 0 };
    minutes.set(minute, { minute, calls: sum.calls + calls, errors: sum.errors + errors, bytes: sum.bytes + bytes });
  };
  // The rows come oldest first, so each scope's minutes are added in order.
  for (const { owner, ...minute } of await deviceMinutesByOwner(tables, range)) {
    add('all', minute);
    if (owner !== null) add(owner, minute);
  }
  return new Map([...scopes].map(([scope, minutes]) => [scope, [...minutes.values()]]));
}
