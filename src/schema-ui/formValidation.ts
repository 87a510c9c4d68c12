import { messageOf } from '../../contract/errors';
import type { Locale, ResourceDefinition } from '../../contract/resource';
import { validateInput } from '../../contract/validation';
import type { FormMode, FormPayload } from './formPayload';

export type FormErrors = Record<string, string | Record<string, string>>;

/**
 * The browser's check of a form, by the same generated validators the server
 * runs, so that a field shows the code and text the server would answer with.
 * The validators stop at the first failure; checking each filled field on its own
 * first lets every wrong field show its message at once, and the whole body is then
 * checked for what only it can tell (a required field left blank).
 */
export function formErrors(
  resource: ResourceDefinition,
  mode: FormMode,
  payload: FormPayload,
  locale: Locale,
  unparsableMessage: string,
): FormErrors {
  const errors: FormErrors = {};
  for (const field of payload.unparsable) errors[field] = unparsableMessage;

  for (const [field, value] of Object.entries(payload.body)) {
    const failure = validateInput(resource, 'update', { [field]: value });
    if (failure) errors[failure.field ?? field] = messageOf(failure.code, locale, failure.msg);
  }

  const failure = validateInput(resource, mode, payload.body);
  if (failure) {
    const text = messageOf(failure.code, locale, failure.msg);
    if (failure.field && resource.fields.some((field) => field.name === failure.field)) {
      errors[failure.field] ??= text;
    } else if (Object.keys(errors).length === 0) {
      // Not about one input: react-hook-form's root error still blocks the submission.
      errors.root = { schema: text };
    }
  }
  return errors;
}
