import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useCallback } from 'react';
import { Form, useLocale, useTranslate } from 'react-admin';
import type { Locale, ResourceDefinition } from '../../../contract/resource';
import { FieldInput, formErrors, formPayload } from '../../schema-ui';
import { useText } from './useText';

interface Props {
  resource: ResourceDefinition;
  /** The checked schema's validators are registered under `resource.name`; false: no check has succeeded yet. */
  validated: boolean;
}

/**
 * The create form as the real screen draws it (the schema-ui engine's inputs), checked
 * by the validators the server compiled from the checked schema, once there are some.
 */
export function FormPreview({ resource, validated }: Props) {
  const t = useText();
  const translate = useTranslate();
  const locale = useLocale() as Locale;
  const validate = useCallback(
    (values: Record<string, unknown>) =>
      validated
        ? formErrors(
            resource,
            'create',
            formPayload(resource, 'create', values),
            locale,
            translate('app.validation.json'),
          )
        : {},
    [resource, validated, locale, translate],
  );
  const inputs = resource.fields.filter((field) => field.ui.form && !field.internal && !field.readOnly);
  // New inputs start from their defaults: the form starts again when the fields change.
  const key = inputs.map((field) => `${field.name}:${JSON.stringify(field.default ?? null)}`).join(',');
  return (
    <>
      <Alert severity={validated ? 'success' : 'info'} sx={{ mb: 1 }}>
        {t(validated ? 'preview_validated' : 'preview_waits')}
      </Alert>
      <Form key={key} validate={validate} onSubmit={() => undefined} mode="onBlur" reValidateMode="onChange">
        {inputs.map((field) => (
          <FieldInput key={field.name} resource={resource} field={field} ownTexts />
        ))}
        <Button type="submit" variant="outlined">
          {t('preview_submit')}
        </Button>
      </Form>
    </>
  );
}
