import { type DeviceCallFigures, deviceCallFigures, type GatewaysConnected } from '../../../contract/device-traffic';
import type { FeatureTables } from '../../db/resource-tables';
import { deviceMinutes } from '../../logs/device-traffic-minutes';
import { gatewaysConnected } from './gateways-connected';
import type { StatsRange } from './stats-range';

export interface DeviceFigures {
  deviceCalls: DeviceCallFigures;
  gateways: GatewaysConnected;
}

const COUNT = { type: 'integer', minimum: 0 };
const INSTANT = { type: 'string', format: 'date-time' };
const MINUTE = {
  type: 'object',
  properties: { minute: INSTANT, calls: COUNT, errors: COUNT, bytes: COUNT },
  required: ['minute', 'calls', 'errors', 'bytes'],
};

/** The OpenAPI description of the device figures of the statistics. */
export const DEVICE_FIGURES_SCHEMA = {
  deviceCalls: {
    type: 'object',
    description:
      'Device calls over the range, counted per site and minute instead of logged one by one (their errors are also in the log)',
    properties: {
      from: INSTANT,
      to: INSTANT,
      perMinute: { type: 'array', description: 'Each minute with device calls, oldest first (UTC)', items: MINUTE },
      calls: COUNT,
      errors: COUNT,
      bytes: { ...COUNT, description: 'Bytes received and sent' },
      latest: { anyOf: [MINUTE, { type: 'null' }], description: 'The newest minute with device calls' },
    },
    required: ['from', 'to', 'perMinute', 'calls', 'errors', 'bytes', 'latest'],
  },
  gateways: {
    type: 'object',
    description: 'Gateways connected now: bound sites whose gateway is online, and those holding the push channel',
    properties: { online: COUNT, channel: COUNT },
    required: ['online', 'channel'],
  },
};

/** Device calls per minute over the range (from `device-traffic`, every site) and the gateways connected now. */
export async function deviceFigures(tables: FeatureTables, range: StatsRange): Promise<DeviceFigures> {
  const perMinute = tables.has('device-traffic') ? await deviceMinutes(tables, range) : [];
  const gateways = tables.has('site') ? await gatewaysConnected(tables) : { online: 0, channel: 0 };
  return { deviceCalls: deviceCallFigures(range, perMinute), gateways };
}
