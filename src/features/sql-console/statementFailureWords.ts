import { messageOf } from '../../../contract/errors';
import type { Locale } from '../../../contract/resource';
import { isApiError } from '../../providers/apiError';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Why a statement did not run, as the console shows it: one sentence, and the engine's own words apart. */
export interface StatementFailureWords {
  /** One sentence in the reader's language: the reason's, else the catalogue text of the code. */
  sentence: string;
  /** The engine's own words (English or the engine's language), shown apart as a detail. */
  detail?: string;
}

export function statementFailureWords(error: unknown, translate: Translate, locale: Locale): StatementFailureWords {
  if (!isApiError(error)) {
    return { sentence: error instanceof Error ? error.message : translate('ra.notification.http_error') };
  }
  const data = error.data as { reason?: string; message?: string } | null;
  const sentence = data?.reason
    ? translate(`app.sql-console.reason_${data.reason.replaceAll('-', '_')}`)
    : messageOf(error.code, locale, error.msg);
  const detail = data?.message?.trim();
  return detail ? { sentence, detail } : { sentence };
}
