import { messageOf } from '../../contract/errors';
import type { Label } from '../../contract/resource';
import type { RuleParams } from '../../contract/rules/rule-messages';

/** A failed rule of one field: the field's name and the schema keyword (or write rule) it broke. */
export interface FieldFailure {
  field: string;
  rule: string;
  /** The catalogue code of this failure, when several fields failed with different codes. */
  code?: number;
  /** The row of a batch the failure is about (0-based). */
  row?: number;
  /** The rule's limits or allowed values, so that a client words the failure in its own language. */
  params?: RuleParams;
}

/** What `data` carries when fields failed: the first failure, and every one of them. */
export interface FieldFailures extends FieldFailure {
  failures: FieldFailure[];
}

/**
 * A refusal with a catalogue code. `detail` becomes the envelope's `msg`: the value
 * for `{msg}` where the catalogue text has one (6038: the site name), otherwise a
 * short English explanation. `data` says more where the caller can use it: the
 * fields that failed, so that a form marks the right input.
 */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly detail?: string,
    readonly data: unknown = null,
  ) {
    super(detail ?? messageOf(code, 'en'));
    this.name = 'ApiError';
  }

  /** A refusal about fields: `data` names the first and lists them all. */
  static ofFields(code: number, detail: string | undefined, failures: FieldFailure[]): ApiError {
    const [first] = failures;
    const data: FieldFailures | null = first ? { ...first, failures } : null;
    return new ApiError(code, detail, data);
  }

  /** The same refusal, about one row of a batch (`data.row`, 0-based). */
  inRow(row: number): ApiError {
    const data = this.data as FieldFailures | null;
    const failures = data?.failures?.map((failure) => ({ ...failure, row })) ?? [];
    if (failures.length > 0) return ApiError.ofFields(this.code, this.detail, failures);
    return new ApiError(this.code, this.detail, { row });
  }
}

/** The field's own words (`x-messages`) for the first failure of a refusal's `data`, when it has them. */
export function ownWordsOf(data: unknown): Label | undefined {
  const params = (data as { params?: { message?: unknown } } | null)?.params;
  const message = params?.message as Partial<Label> | undefined;
  return typeof message?.en === 'string' && typeof message.zh === 'string' ? (message as Label) : undefined;
}
