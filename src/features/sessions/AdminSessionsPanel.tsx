import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { Code } from '../../../contract/errors';
import { isApiError } from '../../providers/apiError';
import { useConfirmedAction } from './ConfirmedAction';
import { SessionTable } from './SessionTable';
import { useAdminSessions } from './sessionApi';
import { useEndSessionAsk } from './useEndSessionAsk';
import { useSessionList } from './useSessionList';

/** A refusal of the account's sessions (a super admin's, to a lesser admin): the panel is not for this reader. */
const isRefused = (error: unknown) => isApiError(error) && error.code === Code.FORBIDDEN;

/**
 * On an admin account's page: where it is signed in, an End button on each session and
 * "End all sessions", each asked first. Drawn only for those the server lets see them.
 */
export default function AdminSessionsPanel() {
  const admin = useRecordContext<{ id: number; accountName?: string }>();
  const translate = useTranslate();
  const titleId = useId();
  const forAdmin = useAdminSessions();
  const adminId = admin?.id;
  const api = useMemo(() => (adminId === undefined ? undefined : forAdmin(Number(adminId))), [forAdmin, adminId]);
  const calls = useMemo(() => api ?? { list: async () => [], end: async () => null }, [api]);
  const { sessions, refused, reload } = useSessionList(calls, isRefused);
  const { ask, busy, box } = useConfirmedAction(reload);
  const endOne = useEndSessionAsk(ask, calls.end);

  if (!admin || !api || refused || sessions === null) return null;
  const name = admin.accountName ?? String(admin.id);
  const endAll = () =>
    ask({
      title: translate('app.sessions.end_all_title', { name }),
      text: translate('app.sessions.end_all_text', { name }),
      confirmLabel: translate('app.sessions.end_all'),
      run: async () => {
        const { ended } = await api.endAll();
        return translate('app.sessions.ended_all', { smart_count: ended });
      },
    });

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ px: 2, pb: 2 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 2, mb: 1 }}>
        <Typography id={titleId} variant="h6" component="h2">
          {translate('app.sessions.panel_title')}
        </Typography>
        <Button size="small" onClick={reload} disabled={busy}>
          {translate('app.sessions.refresh')}
        </Button>
        <Button
          size="small"
          color="warning"
          variant="outlined"
          disabled={busy || sessions.length === 0}
          onClick={endAll}
        >
          {translate('app.sessions.end_all')}
        </Button>
      </Stack>
      <SessionTable
        label={translate('app.sessions.panel_table_label', { name })}
        sessions={sessions}
        onEnd={endOne}
        busy={busy}
      />
      {box}
    </Box>
  );
}
