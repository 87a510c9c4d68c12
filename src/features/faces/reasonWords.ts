import type { useTranslate } from 'react-admin';
import { readFailureReason } from './failureReason';

/**
 * A failure reason in words of the current language: a known code translated with
 * its measured detail after it; an administrator's reason or an unknown code as written.
 */
export function reasonInWords(
  reason: string,
  status: string | null | undefined,
  translate: ReturnType<typeof useTranslate>,
): string {
  const read = readFailureReason(reason, status);
  if (!('code' in read)) return read.text;
  return `${translate(`app.faces.reasons.${read.code}`)}${read.detail ? `: ${read.detail}` : ''}`;
}
