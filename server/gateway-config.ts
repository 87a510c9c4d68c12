/**
 * How the console treats site gateways (docs/operating.md, Configuration): when a silent gateway
 * counts as offline, how often it is asked to call, how long a face may wait for its
 * registration result, how long a photo link lives, and how far each sync looks back.
 */
export interface GatewayConfig {
  /** A gateway silent for longer than this is marked offline. */
  offlineAfterSeconds: number;
  /** How often a gateway is asked to send a heartbeat and sync (answered by the heartbeat). */
  pollSeconds: number;
  /** A face `registering` for longer than this becomes `register_failed` with the reason `timeout`. */
  registrationTimeoutMinutes: number;
  /** How long a signed photo link handed to a gateway works. */
  photoUrlSeconds: number;
  /**
   * How far back each sync pass looks again: longer than the longest write transaction
   * on residents or faces plus the clock difference between nodes, so no row is missed.
   */
  syncOverlapSeconds: number;
  /**
   * How often the site row of a gateway holding the push channel gets its `lastHeartbeatAt`
   * (its heartbeats themselves are kept in memory): "at most every few minutes".
   */
  presenceWriteSeconds: number;
  /** How often a channel's gateway sends a heartbeat, a third of the offline silence (at least 1). */
  channelHeartbeatSeconds: number;
}

type ReadSetting = Exclude<keyof GatewayConfig, 'channelHeartbeatSeconds'>;

const SETTINGS: { name: string; key: ReadSetting; fallback: number }[] = [
  { name: 'GATEWAY_OFFLINE_AFTER_SECONDS', key: 'offlineAfterSeconds', fallback: 90 },
  { name: 'GATEWAY_POLL_SECONDS', key: 'pollSeconds', fallback: 5 },
  { name: 'REGISTRATION_TIMEOUT_MINUTES', key: 'registrationTimeoutMinutes', fallback: 10 },
  { name: 'DEVICE_PHOTO_URL_SECONDS', key: 'photoUrlSeconds', fallback: 300 },
  { name: 'DEVICE_SYNC_OVERLAP_SECONDS', key: 'syncOverlapSeconds', fallback: 60 },
  { name: 'GATEWAY_PRESENCE_WRITE_SECONDS', key: 'presenceWriteSeconds', fallback: 240 },
];

export function readGatewayConfig(value: (name: string) => string | undefined, problems: string[]): GatewayConfig {
  const config = {} as GatewayConfig;
  for (const { name, key, fallback } of SETTINGS) {
    const raw = value(name);
    config[key] = fallback;
    if (raw === undefined) continue;
    if (/^\d{1,7}$/.test(raw) && Number(raw) >= 1) config[key] = Number(raw);
    else problems.push(`${name} must be a whole number from 1, got "${raw}"`);
  }
  config.channelHeartbeatSeconds = Math.max(1, Math.floor(config.offlineAfterSeconds / 3));
  if (config.pollSeconds >= config.offlineAfterSeconds) {
    problems.push(
      `GATEWAY_POLL_SECONDS (${config.pollSeconds}) must be less than GATEWAY_OFFLINE_AFTER_SECONDS (${config.offlineAfterSeconds}), or every gateway would seem offline between calls`,
    );
  }
  return config;
}
