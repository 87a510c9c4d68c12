/** The reason codes the server writes in `face.failureReason` (tactics, gateways, timeouts), each with words in `app.faces.reasons`. */
export const REASON_CODES = [
  'min-resolution',
  'brightness',
  'sharpness',
  'file-size',
  'aspect-ratio',
  'single-face',
  'face-size',
  'head-pose',
  'panel-no-face',
  'panel-poor-quality',
  'panel-storage-full',
  'photo-download-failed',
  'duplicate-person',
  'timeout',
] as const;

export type ReasonCode = (typeof REASON_CODES)[number];

export type ReadReason =
  /** A known code, with the measured detail that followed `: `, if any. */
  | { code: ReasonCode; detail?: string }
  /** Text to show as it is: an administrator's manual detection reason, or a code this console does not know. */
  | { text: string };

const CODED = /^([a-z0-9]+(?:-[a-z0-9]+)*)(?::\s*([\s\S]*))?$/;

/**
 * Reads a failure reason: `sharpness: 2.2 < 10` is the code `sharpness` with the
 * detail `2.2 < 10`. A manual detection failure is the administrator's own words,
 * never read as a code, whatever it looks like.
 */
export function readFailureReason(reason: string, status?: string | null): ReadReason {
  if (status === 'manual_failed') return { text: reason };
  const match = CODED.exec(reason.trim());
  const code = match?.[1] as ReasonCode | undefined;
  if (!match || !code || !REASON_CODES.includes(code)) return { text: reason };
  const detail = match[2]?.trim();
  return detail ? { code, detail } : { code };
}
