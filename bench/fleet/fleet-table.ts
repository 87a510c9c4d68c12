import type { FleetFigures } from './fleet-run';

const ROWS: [string, (figures: FleetFigures) => string][] = [
  [
    'gateways connected',
    (f) =>
      `${f.connected.toLocaleString('en-US')} of ${f.gateways.toLocaleString('en-US')} (${f.connectSeconds.toFixed(0)} s)` +
      (f.twin > 0 ? `, with ${f.twin.toLocaleString('en-US')} more on the other node` : ''),
  ],
  [
    'console CPU, fleet idle',
    (f) => `${f.idleCpuCores.toFixed(3)} cores (${((f.idleCpuCores * 1000) / f.connected).toFixed(4)} per 1,000)`,
  ],
  [
    'console RSS, fleet idle',
    (f) =>
      `${f.idleRssMiB.toFixed(0)} MiB (the fleet's share ${((f.fleetRssMiB * 1000) / f.connected).toFixed(1)} per 1,000)`,
  ],
  ['database writes per idle gateway and hour', (f) => f.writesPerGatewayHour.toFixed(2)],
  ['API-log rows per idle gateway and hour', (f) => f.apiLogRowsPerGatewayHour.toFixed(2)],
  [
    'new face to its gateway, p50 / p99',
    (f) => `${f.latencyP50Ms.toFixed(1)} / ${f.latencyP99Ms.toFixed(1)} ms (${f.latencySamples} faces)`,
  ],
  ['HTTP heartbeat p99 under the fleet', (f) => `${f.heartbeatP99Ms.toFixed(1)} ms`],
  [
    'faces registered per second, end to end',
    (f) => `${f.facesPerSecond.toFixed(1)} (created ${f.facesCreatedPerSecond.toFixed(1)}/s)`,
  ],
];

/** The bench's one table: a line per measure, a column per configuration. */
export function fleetTable(figures: readonly FleetFigures[]): string {
  const header = ['', ...figures.map((figure) => figure.label)];
  const lines = ROWS.map(([name, cell]) => [name, ...figures.map(cell)]);
  return [header, header.map(() => '---'), ...lines].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}
