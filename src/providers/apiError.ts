import { Code, messageOf } from '../../contract/errors';
import type { Label, Locale } from '../../contract/resource';
import { smsProviderText } from '../feedback/smsProviderMessages';

/** A code outside the catalogue: the server could not be reached at all. */
export const NETWORK_FAILURE_CODE = 0;

const NETWORK_FAILURE_TEXT: Label = {
  en: 'Network error: the server cannot be reached',
  zh: '网络异常：无法连接服务器',
};

export function networkFailureText(locale: Locale): string {
  return NETWORK_FAILURE_TEXT[locale];
}

/** Whether a text shown to the admin is the network failure's, in either language: it calls for an alert. */
export function isNetworkFailureText(text: string): boolean {
  return text === NETWORK_FAILURE_TEXT.en || text === NETWORK_FAILURE_TEXT.zh;
}

/**
 * The text of a failed call (spec section 8): the catalogue's, with `{msg}` filled,
 * except for 10002, whose `msg` is the SMS provider's code and is shown as the
 * provider's message.
 */
export function apiErrorText(code: number, msg: string, locale: Locale): string {
  return code === Code.SMS_PROVIDER ? smsProviderText(msg, locale) : messageOf(code, locale, msg);
}

export interface ApiErrorInit {
  /** Catalogue code from the envelope (or NETWORK_FAILURE_CODE). */
  code: number;
  /** The envelope's `msg`: the value for `{msg}` or a short English note. */
  msg: string;
  /** HTTP status of the response; 0 when there was none. */
  status: number;
  /** The catalogue text in the console's language, `{msg}` filled. */
  text: string;
  /** The envelope's `data`, which may say more (such as the failed `field`). */
  data?: unknown;
}

/**
 * A failed call, whatever the cause. Its `message` is the text to show, so that
 * react-admin's notifications display the catalogue text as they are. `body.errors`
 * is react-admin's convention for server-side errors of a form, one per field.
 */
export class ApiError extends Error {
  readonly code: number;
  readonly msg: string;
  readonly status: number;
  readonly text: string;
  readonly data: unknown;
  body?: { errors: Record<string, string> };

  constructor(init: ApiErrorInit) {
    super(init.text);
    this.name = 'ApiError';
    this.code = init.code;
    this.msg = init.msg;
    this.status = init.status;
    this.text = init.text;
    this.data = init.data ?? null;
  }

  get isNetworkFailure(): boolean {
    return this.code === NETWORK_FAILURE_CODE;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
