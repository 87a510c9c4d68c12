import { useTranslate } from 'react-admin';
import { formatBeijingTime } from '../../schema-ui';
import type { Confirmation } from './ConfirmedAction';
import { useBrowserName } from './SessionTable';
import type { SessionRow } from './sessionApi';

/** What an End button of a session does: ask, naming the browser and when it signed in, then end it with `end`. */
export function useEndSessionAsk(
  ask: (confirmation: Confirmation) => void,
  end: (sessionId: number) => Promise<unknown>,
): (session: SessionRow) => void {
  const translate = useTranslate();
  const browserName = useBrowserName();
  return (session) => {
    const words = { browser: browserName(session), started: formatBeijingTime(session.createdAt) };
    ask({
      title: translate('app.sessions.end_title'),
      text: translate('app.sessions.end_text', words),
      confirmLabel: translate('app.sessions.end'),
      run: async () => {
        await end(session.id);
        return translate('app.sessions.ended');
      },
    });
  };
}
