import { PasswordInput, required } from 'react-admin';
import {
  confirmationFailure,
  type PasswordKind,
  passwordFailure,
  samePasswordFailure,
} from '../../../contract/rules/password';
import { textOf, useCodeValidator } from './codeValidator';

interface NewPasswordInputsProps {
  /** The field holding the password and the code family of its rules (6012/6031 or 6015/6030). */
  source: 'password' | 'newPassword';
  kind: PasswordKind;
  /** The field of the account name the password must not contain, when the form has one. */
  accountNameSource?: string;
  /** The field of the current password the new one must differ from (6016), when the form has one. */
  oldPasswordSource?: string;
}

/** A password to choose and its confirmation (required; 6018 when they differ). */
export function NewPasswordInputs({ source, kind, accountNameSource, oldPasswordSource }: NewPasswordInputsProps) {
  const validator = useCodeValidator();
  const labels =
    kind === 'password'
      ? ['app.accounts.fields.password', 'app.accounts.fields.confirm_password']
      : ['app.accounts.fields.new_password', 'app.accounts.fields.confirm_new_password'];
  return (
    <>
      <PasswordInput
        source={source}
        label={labels[0]}
        autoComplete="new-password"
        validate={validator(
          (password, values) =>
            passwordFailure(password, accountNameSource ? textOf(values[accountNameSource]) : undefined, kind) ??
            (oldPasswordSource ? samePasswordFailure(textOf(values[oldPasswordSource]), password) : null),
        )}
      />
      <PasswordInput
        source="confirmPassword"
        label={labels[1]}
        autoComplete="new-password"
        // Required (docs/domain.md#field-rules): an empty confirmation says so even while the password is empty too.
        validate={[
          required(),
          validator((confirmation, values) => confirmationFailure(textOf(values[source]), confirmation)),
        ]}
      />
    </>
  );
}
