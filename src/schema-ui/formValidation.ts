import type { Locale, ResourceDefinition } from '../../contract/resource';
import { fieldRefusalText } from '../../contract/rules/field-refusal';
import { failureText } from '../../contract/rules/rule-messages';
import { validationFailures } from '../../contract/validation';
import type { FormMode, FormPayload } from './formPayload';

export type FormErrors = Record<string, string | Record<string, string>>;

/**
 * The browser's check of a form, by the same generated validators and named rules
 * the server runs, so that nothing the server would refuse is sent. Every wrong field
 * shows its text at once, in the admin's language: the catalogue text of its code, or,
 * where the code names no one field, the field's label with the rule ("First name is required").
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

  const labels = new Map(resource.fields.map((field) => [field.name, field.label[locale]]));
  const failures = validationFailures(resource, mode, payload.body);
  for (const failure of failures) {
    if (!failure.field || !labels.has(failure.field)) continue;
    errors[failure.field] ??= fieldRefusalText(
      labels.get(failure.field),
      { code: failure.code, rule: failure.keyword, params: failure.params },
      locale,
    );
  }
  if (failures.length > 0 && Object.keys(errors).length === 0) {
    // Not about one input: react-hook-form's root error still blocks the submission.
    const [first] = failures;
    errors.root = { schema: failureText({ code: first.code, rule: first.keyword, params: first.params }, locale) };
  }
  return errors;
}
