import { Code, messageOf } from '../../contract/errors';
import { isOwnershipUse, ownershipRefusalText } from '../../contract/ownership-refusal';
import type { Label, Locale } from '../../contract/resource';
import { failureText, type RuleParams } from '../../contract/rules/rule-messages';
import { smsProviderText } from './smsProviderMessages';

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
 * The text of a failed call (docs/domain.md#catalogue-of-codes): the catalogue's, with `{msg}` filled,
 * except for 10002, whose `msg` is the SMS provider's code and is shown as the
 * provider's message, and for a rule without a code (400) that names its field in
 * `data`, told by the field and the rule's words in the admin's language rather than
 * by the server's English `msg`.
 */
export function apiErrorText(code: number, msg: string, locale: Locale, data?: unknown): string {
  if (code === Code.SMS_PROVIDER) return smsProviderText(msg, locale);
  const use = (data as { use?: unknown } | null | undefined)?.use;
  if (code === Code.NOT_MINE && isOwnershipUse(use)) return ownershipRefusalText(use, locale);
  const failure = code === Code.BAD_REQUEST ? namedFailure(data) : undefined;
  if (failure) {
    const words = failureText({ code, rule: failure.rule, params: failure.params }, locale);
    return messageOf(code, locale, `${failure.field} — ${words}`);
  }
  return messageOf(code, locale, msg);
}

function namedFailure(data: unknown): { field: string; rule: string; params?: RuleParams } | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { field, rule, params } = data as Record<string, unknown>;
  if (typeof field !== 'string' || typeof rule !== 'string') return undefined;
  return { field, rule, params: typeof params === 'object' && params !== null ? (params as RuleParams) : undefined };
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
