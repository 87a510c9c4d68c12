import { useLocale, useTranslate } from 'react-admin';
import { Code, messageOf } from '../../contract/errors';
import { asLocale } from '../i18n/localeChoice';
import { MessageBox } from './MessageBox';
import type { SessionEnd } from './useSessionEnd';

/** The sign-in prompt (docs/domain.md#stale-tokens-and-titles): the 401 text, sign in, and after a 401 also the choice to stay. */
export function SessionEndPrompt({ reason, signIn, stay }: SessionEnd) {
  const translate = useTranslate();
  const locale = asLocale(useLocale()) ?? 'en';
  return (
    <MessageBox
      open={reason !== null}
      title={translate('app.feedback.session_end_title')}
      text={messageOf(Code.UNAUTHORIZED, locale)}
      confirmLabel={translate('app.feedback.sign_in_again')}
      onConfirm={signIn}
      cancelLabel={translate('app.feedback.stay_here')}
      onCancel={reason === 'unauthorized' ? stay : undefined}
    />
  );
}
