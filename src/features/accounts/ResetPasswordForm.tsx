import Button from '@mui/material/Button';
import { Form, TextInput, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { emailFailure } from '../../../contract/rules/email';
import type { ResetMethod } from '../../navigation/publicPaths';
import { LOGIN_PATH } from '../../navigation/publicPaths';
import { type ResetByEmailBody, type ResetByPhoneBody, useAccountApi } from './accountApi';
import { CodeInput } from './CodeInput';
import { textOf, useCodeValidator } from './codeValidator';
import { NewPasswordInputs } from './NewPasswordInputs';
import { SmsCodeInputs } from './SmsCodeInputs';
import { useAccountSubmit } from './useAccountSubmit';

const emailCodeRequired = (code: unknown) => (textOf(code).trim() ? undefined : 'app.accounts.code_required');

/** Setting a new password with a code sent to the account's phone or email. */
export default function ResetPasswordForm({ method }: { method: ResetMethod }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const api = useAccountApi();
  const validator = useCodeValidator();
  const submit = useAccountSubmit(
    (values: Record<string, unknown>) =>
      method === 'phone'
        ? api.resetByPhone(values as unknown as ResetByPhoneBody)
        : api.resetByEmail(values as unknown as ResetByEmailBody),
    {
      fields: ['countryCode', 'phone', 'smsCode', 'email', 'emailCode', 'newPassword', 'confirmPassword'],
      success: 'app.accounts.reset_done',
      onDone: () => navigate(LOGIN_PATH),
    },
  );

  return (
    <Form onSubmit={submit}>
      {method === 'phone' ? (
        <SmsCodeInputs scene="reset-password" />
      ) : (
        <>
          <TextInput
            source="email"
            label="app.accounts.fields.email"
            autoComplete="email"
            validate={validator(emailFailure)}
          />
          <CodeInput
            source="emailCode"
            label="app.accounts.fields.email_code"
            validate={emailCodeRequired}
            recipientFields={['email']}
            send={(values) => api.sendEmail({ email: textOf(values.email), scene: 'reset-password' })}
          />
        </>
      )}
      <NewPasswordInputs source="newPassword" kind="new-password" />
      <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }}>
        {translate('app.accounts.reset')}
      </Button>
    </Form>
  );
}
