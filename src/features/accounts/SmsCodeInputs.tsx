import { Code } from '../../../contract/errors';
import { type CodeScene, useAccountApi } from './accountApi';
import { CodeInput } from './CodeInput';
import { textOf, useCodeValidator } from './codeValidator';
import { PhoneInputs } from './PhoneInputs';

export const phoneCodeFailure = (code: string) => (code.trim() ? null : Code.PHONE_CODE_EMPTY);

/** Country code, phone, and the SMS code sent to that phone for `scene`. */
export function SmsCodeInputs({ scene }: { scene: CodeScene }) {
  const api = useAccountApi();
  const validator = useCodeValidator();
  return (
    <>
      <PhoneInputs />
      <CodeInput
        source="smsCode"
        label="app.accounts.fields.sms_code"
        validate={validator(phoneCodeFailure)}
        recipientFields={['countryCode', 'phone']}
        send={(values) => api.sendSms({ countryCode: textOf(values.countryCode), phone: textOf(values.phone), scene })}
      />
    </>
  );
}
