import Button from '@mui/material/Button';
import { Form, TextInput, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { accountNameFailure } from '../../../contract/rules/account-name';
import { emailFailure } from '../../../contract/rules/email';
import { nameFailure, surnameFailure } from '../../../contract/rules/person-name';
import { REGISTRATION_TEXT_FIELDS, type RegistrationForm } from '../../../contract/rules/registration';
import { LOGIN_PATH } from '../../navigation/publicPaths';
import { AgreementInput } from './AgreementInput';
import { useAccountApi } from './accountApi';
import { useCodeValidator } from './codeValidator';
import { NewPasswordInputs } from './NewPasswordInputs';
import { SmsCodeInputs } from './SmsCodeInputs';
import { useAccountSubmit } from './useAccountSubmit';

const FIELDS = [...REGISTRATION_TEXT_FIELDS, 'agree'] as const;

/** `/register`: every field of the account with the rules the server applies, and the SMS code. */
export default function RegisterForm() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const api = useAccountApi();
  const validator = useCodeValidator();
  const submit = useAccountSubmit(
    (values: Record<string, unknown>) => api.register(values as unknown as RegistrationForm),
    {
      fields: FIELDS,
      success: 'app.accounts.registered',
      onDone: () => navigate(LOGIN_PATH),
    },
  );

  return (
    <Form onSubmit={submit}>
      <TextInput
        source="accountName"
        label="app.accounts.fields.account_name"
        autoComplete="username"
        validate={validator(accountNameFailure)}
      />
      <NewPasswordInputs source="password" kind="password" accountNameSource="accountName" />
      <TextInput
        source="name"
        label="app.accounts.fields.name"
        autoComplete="given-name"
        validate={validator(nameFailure)}
      />
      <TextInput
        source="surname"
        label="app.accounts.fields.surname"
        autoComplete="family-name"
        validate={validator(surnameFailure)}
      />
      <SmsCodeInputs scene="register" />
      <TextInput
        source="email"
        label="app.accounts.fields.email"
        autoComplete="email"
        validate={validator(emailFailure)}
      />
      <AgreementInput />
      <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }}>
        {translate('app.accounts.register')}
      </Button>
    </Form>
  );
}
