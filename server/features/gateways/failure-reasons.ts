/**
 * Why a gateway could not register a face (the brief's shared vocabulary for
 * `face.failureReason`): a reason code, optionally followed by `: ` and a short detail
 * the panel measured, e.g. `panel-poor-quality: blur 0.41 > 0.30`.
 */
export const GATEWAY_FAILURE_REASONS = [
  'panel-no-face',
  'panel-poor-quality',
  'panel-storage-full',
  'photo-download-failed',
  'duplicate-person',
] as const;

export type GatewayFailureReason = (typeof GATEWAY_FAILURE_REASONS)[number];

/** What the console writes when a registration got no answer in time. */
export const TIMEOUT_REASON = 'timeout';

const DETAIL_MAX_LENGTH = 150;

/** Whether `reason` is one of the codes, with at most a short detail after `: `. */
export function isGatewayFailureReason(reason: string): boolean {
  const [code, ...rest] = reason.split(': ');
  const detail = rest.join(': ');
  return (
    (GATEWAY_FAILURE_REASONS as readonly string[]).includes(code) &&
    (rest.length === 0 || (detail.trim() !== '' && detail.length <= DETAIL_MAX_LENGTH))
  );
}
