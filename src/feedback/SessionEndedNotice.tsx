import Alert from '@mui/material/Alert';
import { useLocale } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { Code, messageOf } from '../../contract/errors';
import { asLocale } from '../i18n/localeChoice';
import { SESSION_ENDED_PARAM, SESSION_ENDED_VALUE } from '../providers/sessionEnd';

/** On the sign-in page, the 401 text when the server ended the session while the admin was on Home (docs/domain.md#stale-tokens-and-titles). */
export function SessionEndedNotice() {
  const [searchParams] = useSearchParams();
  const locale = asLocale(useLocale()) ?? 'en';
  if (searchParams.get(SESSION_ENDED_PARAM) !== SESSION_ENDED_VALUE) return null;
  return (
    <Alert severity="warning" sx={{ mx: 2, mt: 2 }}>
      {messageOf(Code.UNAUTHORIZED, locale)}
    </Alert>
  );
}
