import { Fragment, useCallback } from 'react';
import { DeleteButton, SaveButton, SimpleForm, Toolbar, useLocale, useRecordContext, useTranslate } from 'react-admin';
import type { Locale, ResourceDefinition } from '../../../contract/resource';
import { cronFault } from '../../../contract/scheduled-jobs';
import { FieldInput } from '../../schema-ui/FieldInput';
import { type FormMode, formPayload } from '../../schema-ui/formPayload';
import { formErrors } from '../../schema-ui/formValidation';
import { CronPreview } from './CronPreview';

interface JobFormProps {
  resource: ResourceDefinition;
  mode: FormMode;
}

/**
 * A job's form: the schema's fields and checks, and the cron expression read by croner
 * as it is typed — its next runs under it, or why it cannot be read.
 */
export function JobForm({ resource, mode }: JobFormProps) {
  const locale = useLocale() as Locale;
  const translate = useTranslate();
  const record = useRecordContext();
  const validate = useCallback(
    (values: Record<string, unknown>) => {
      const payload = formPayload(resource, mode, values, record);
      const errors = formErrors(resource, mode, payload, locale, translate('app.validation.json'));
      const cron = payload.body.cron;
      const fault = typeof cron === 'string' && !errors.cron ? cronFault(cron) : undefined;
      if (fault) errors.cron = translate('app.scheduled-jobs.cron_invalid', { detail: fault });
      return errors;
    },
    [resource, mode, record, locale, translate],
  );
  const inputs = resource.fields.filter((field) => field.ui.form && !(mode === 'create' && field.readOnly));
  return (
    <SimpleForm
      validate={validate}
      toolbar={
        <Toolbar sx={{ justifyContent: 'space-between' }}>
          <SaveButton alwaysEnable={mode === 'create'} />
          {mode === 'update' && <DeleteButton mutationMode="pessimistic" />}
        </Toolbar>
      }
    >
      {inputs.map((field) => (
        <Fragment key={field.name}>
          <FieldInput resource={resource} field={field} />
          {field.name === 'cron' && <CronPreview />}
        </Fragment>
      ))}
    </SimpleForm>
  );
}
