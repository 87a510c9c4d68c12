import { useCallback } from 'react';
import { SaveButton, SimpleForm, Toolbar, useLocale, useRecordContext, useTranslate } from 'react-admin';
import type { Locale, ResourceDefinition } from '../../contract/resource';
import { RecordDeleteButton } from './deletes/DeleteButtons';
import { FieldInput } from './FieldInput';
import { type FormMode, formPayload } from './formPayload';
import { formErrors } from './formValidation';

export interface SchemaFormProps {
  resource: ResourceDefinition;
  mode: FormMode;
}

function SchemaFormToolbar({ resource, mode }: SchemaFormProps) {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      {/* A new record may be saved untouched, so an empty form shows what it still needs. */}
      <SaveButton alwaysEnable={mode === 'create'} />
      {mode === 'update' && resource.operations.includes('delete') && <RecordDeleteButton resource={resource} />}
    </Toolbar>
  );
}

/**
 * The create and edit form of any registry resource. Fields the server owns are
 * left out of a creation and read-only in an edit; the whole form is checked by the
 * generated validators before it is sent.
 */
export function SchemaForm({ resource, mode }: SchemaFormProps) {
  const locale = useLocale() as Locale;
  const translate = useTranslate();
  const record = useRecordContext();
  const validate = useCallback(
    (values: Record<string, unknown>) =>
      formErrors(resource, mode, formPayload(resource, mode, values, record), locale, translate('app.validation.json')),
    [resource, mode, record, locale, translate],
  );
  const inputs = resource.fields.filter(
    (field) => field.ui.form && !field.internal && !(mode === 'create' && field.readOnly),
  );

  return (
    <SimpleForm validate={validate} toolbar={<SchemaFormToolbar resource={resource} mode={mode} />}>
      {inputs.map((field) => (
        <FieldInput key={field.name} resource={resource} field={field} />
      ))}
    </SimpleForm>
  );
}
