import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { loginReasonCode } from '../../../contract/login-reasons';

/**
 * A failed sign-in's reason in the reader's language: the stored code (or the English
 * text older rows hold) worded from the messages; anything else shown as stored.
 */
export default function LoginReasonField() {
  const record = useRecordContext();
  const translate = useTranslate();
  const stored = record?.reason;
  if (stored === null || stored === undefined || stored === '') return null;
  const code = loginReasonCode(stored);
  return (
    <Typography component="span" variant="body2" data-login-reason={code ?? ''}>
      {code ? translate(`app.login-log.reason.${code}`) : String(stored)}
    </Typography>
  );
}
