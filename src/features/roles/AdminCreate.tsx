import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { Create, PasswordInput, SimpleForm, useLocaleState, useNotify, useRedirect, useTranslate } from 'react-admin';
import { messageOf } from '../../../contract/errors';
import type { ResourceDefinition } from '../../../contract/resource';
import { confirmationFailure, passwordFailure } from '../../../contract/rules/password';
import { useFailureNotice } from '../../feedback';
import { asLocale } from '../../i18n/localeChoice';
import { FieldInput, formErrors, formPayload } from '../../schema-ui';
import { useAccessApi } from './accessApi';

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * admin-list's create screen: the account's fields and its first password, sent
 * together so that no account exists without one. The form is checked as a whole,
 * by the schema's validators and the password rules the server applies.
 */
export default function AdminCreate({ resource }: { resource: ResourceDefinition }) {
  const translate = useTranslate();
  const notify = useNotify();
  const noticeFailure = useFailureNotice();
  const redirect = useRedirect();
  const api = useAccessApi();
  const [localeSetting] = useLocaleState();
  const locale = asLocale(localeSetting) ?? 'en';
  const inputs = resource.fields.filter((field) => field.ui.form && !field.internal && !field.readOnly);

  const validate = useCallback(
    (values: Record<string, unknown>) => {
      const errors = formErrors(
        resource,
        'create',
        formPayload(resource, 'create', values),
        locale,
        translate('app.validation.json'),
      );
      const password = textOf(values.password);
      const passwordCode = passwordFailure(password, textOf(values.accountName), 'password');
      if (passwordCode !== null) errors.password = messageOf(passwordCode, locale);
      const confirmationCode = confirmationFailure(password, textOf(values.confirmPassword));
      if (confirmationCode !== null) errors.confirmPassword = messageOf(confirmationCode, locale);
      // An account without a role may not sign in (6046), so none is created without one
      // (docs/features/console.md#notices-delete-confirmations-and-records-that-disappear).
      if (!Array.isArray(values.roleIds) || values.roleIds.length === 0)
        errors.roleIds = translate('app.roles.role_required');
      return errors;
    },
    [resource, locale, translate],
  );

  const save = async (values: Record<string, unknown>) => {
    try {
      const created = await api.createAdmin({
        ...formPayload(resource, 'create', values).body,
        password: textOf(values.password),
        confirmPassword: textOf(values.confirmPassword),
      });
      notify(`resources.${resource.path}.notifications.created`, { type: 'info', messageArgs: { smart_count: 1 } });
      redirect('show', resource.path, created.id);
    } catch (error) {
      noticeFailure(error);
    }
  };

  return (
    <Create resource={resource.path}>
      <SimpleForm validate={validate} onSubmit={save}>
        {inputs.map((field) => (
          <FieldInput key={field.name} resource={resource} field={field} />
        ))}
        <Typography variant="body2" color="text.secondary" data-testid="admin-role-note">
          {translate('app.roles.role_help')}
        </Typography>
        <PasswordInput source="password" label="app.roles.password" autoComplete="new-password" />
        <PasswordInput source="confirmPassword" label="app.roles.confirm_first_password" autoComplete="new-password" />
      </SimpleForm>
    </Create>
  );
}
