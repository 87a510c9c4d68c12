import { Suspense, useCallback } from 'react';
import { SaveButton, SimpleForm, Toolbar, useLocale, useRecordContext, useTranslate } from 'react-admin';
import type { FieldDefinition, Locale, ResourceDefinition } from '../../contract/resource';
import { RecordDeleteButton } from './deletes/DeleteButtons';
import { FieldInput } from './FieldInput';
import { type FormMode, formPayload } from './formPayload';
import { formErrors } from './formValidation';
import { useScreenOverride } from './screenOverrides';
import { useFormCheck } from './useFormCheck';

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

/** One field's input: the feature's, where it draws this field itself, else the engine's. */
function FormInput({ resource, field, mode }: SchemaFormProps & { field: FieldDefinition }) {
  const Own = useScreenOverride(resource.name)?.inputs?.[field.name];
  if (!Own) return <FieldInput resource={resource} field={field} />;
  return (
    <Suspense fallback={null}>
      <Own resource={resource} field={field} mode={mode} />
    </Suspense>
  );
}

/**
 * The create and edit form of any registry resource. Fields the server owns are
 * left out of a creation and read-only in an edit; the whole form is checked by the
 * generated validators, then by the feature's own check if it gives one, before it is sent.
 */
export function SchemaForm({ resource, mode }: SchemaFormProps) {
  const locale = useLocale() as Locale;
  const translate = useTranslate();
  const record = useRecordContext();
  const ownCheck = useFormCheck(useScreenOverride(resource.name)?.formCheck);
  const validate = useCallback(
    (values: Record<string, unknown>) => {
      const payload = formPayload(resource, mode, values, record);
      const errors = formErrors(resource, mode, payload, locale, translate('app.validation.json'));
      if (!ownCheck) return errors;
      for (const [field, message] of Object.entries(ownCheck(payload.body, translate))) errors[field] ??= message;
      return errors;
    },
    [resource, mode, record, locale, translate, ownCheck],
  );
  const inputs = resource.fields.filter(
    (field) => field.ui.form && !field.internal && !(mode === 'create' && field.readOnly),
  );

  return (
    <SimpleForm validate={validate} toolbar={<SchemaFormToolbar resource={resource} mode={mode} />}>
      {inputs.map((field) => (
        <FormInput key={field.name} resource={resource} field={field} mode={mode} />
      ))}
    </SimpleForm>
  );
}
