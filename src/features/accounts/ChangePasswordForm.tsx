import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Form, PasswordInput, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { Code } from '../../../contract/errors';
import { PUBLIC_PATHS } from '../../navigation/publicPaths';
import { type ChangePasswordBody, useAccountApi } from './accountApi';
import { useCodeValidator } from './codeValidator';
import { NewPasswordInputs } from './NewPasswordInputs';
import { useAccountSubmit } from './useAccountSubmit';

const oldPasswordFailure = (password: string) => (password ? null : Code.PASSWORD_EMPTY);

/**
 * Changing the signed-in admin's password with the current one; the server ends
 * the account's other sessions, this one stays.
 */
export default function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const translate = useTranslate();
  const api = useAccountApi();
  const validator = useCodeValidator();
  const submit = useAccountSubmit(
    (values: Record<string, unknown>) => api.changePassword(values as unknown as ChangePasswordBody),
    {
      fields: ['oldPassword', 'newPassword', 'confirmPassword'],
      success: 'app.accounts.changed',
      onDone,
    },
  );

  return (
    <Form onSubmit={submit}>
      <PasswordInput
        source="oldPassword"
        label="app.accounts.fields.old_password"
        autoComplete="current-password"
        validate={validator(oldPasswordFailure)}
      />
      <NewPasswordInputs source="newPassword" kind="new-password" oldPasswordSource="oldPassword" />
      <Button type="submit" variant="contained" fullWidth sx={{ mt: 1 }}>
        {translate('app.accounts.change')}
      </Button>
      {/* The way to change it by SMS, for an admin who no longer knows the current one
          (docs/features/console.md#the-console, Layout). */}
      <Link
        component={RouterLink}
        to={PUBLIC_PATHS.forgotPasswordByPhone}
        onClick={onDone}
        sx={{ display: 'block', mt: 1.5 }}
      >
        {translate('app.accounts.change_by_sms')}
      </Link>
    </Form>
  );
}
