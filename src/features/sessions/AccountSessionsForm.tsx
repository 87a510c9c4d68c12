import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useConfirmedAction } from './ConfirmedAction';
import { SessionTable } from './SessionTable';
import { useOwnSessions } from './sessionApi';
import { useEndSessionAsk } from './useEndSessionAsk';
import { useSessionList } from './useSessionList';

/**
 * The user menu's "Where you are signed in": the account's live sessions with this one
 * marked, an End button on each other one and "Sign out everywhere else", each asked first.
 */
export default function AccountSessionsForm(_props: { onDone: () => void }) {
  const translate = useTranslate();
  const api = useOwnSessions();
  const { sessions, reload } = useSessionList(api);
  const { ask, busy, box } = useConfirmedAction(reload);
  const endOne = useEndSessionAsk(ask, api.end);

  const endOthers = () =>
    ask({
      title: translate('app.sessions.end_others_title'),
      text: translate('app.sessions.end_others_text'),
      confirmLabel: translate('app.sessions.end_others'),
      run: async () => {
        const { ended } = await api.endOthers();
        return translate('app.sessions.ended_others', { smart_count: ended });
      },
    });

  const others = sessions?.filter((session) => !session.current).length ?? 0;
  return (
    <Stack spacing={2}>
      <Typography variant="body2">{translate('app.sessions.intro')}</Typography>
      {sessions === null ? (
        <LinearProgress aria-label={translate('app.sessions.table_label')} />
      ) : (
        <SessionTable label={translate('app.sessions.table_label')} sessions={sessions} onEnd={endOne} busy={busy} />
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" color="warning" disabled={busy || others === 0} onClick={endOthers}>
          {translate('app.sessions.end_others')}
        </Button>
        <Button onClick={reload} disabled={busy}>
          {translate('app.sessions.refresh')}
        </Button>
      </Stack>
      {box}
    </Stack>
  );
}
