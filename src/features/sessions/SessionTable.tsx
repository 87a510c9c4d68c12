import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { formatBeijingTime } from '../../schema-ui';
import type { SessionRow } from './sessionApi';

interface SessionTableProps {
  /** The table's accessible name. */
  label: string;
  sessions: readonly SessionRow[];
  /** Asks to end a session; the current one has no End button (signing out ends it). */
  onEnd(session: SessionRow): void;
  busy?: boolean;
}

/** A Beijing time whose date and time may go on two lines, each whole, so that the table fits a modal. */
function Time({ value }: { value: string }) {
  const [day, time] = formatBeijingTime(value).split(' ');
  return (
    <>
      <span style={{ whiteSpace: 'nowrap' }}>{day}</span> <span style={{ whiteSpace: 'nowrap' }}>{time}</span>
    </>
  );
}

/** The words a session is named by: its browser, or that it is unknown. */
export function useBrowserName(): (session: SessionRow) => string {
  const translate = useTranslate();
  return (session) => session.browser ?? translate('app.sessions.unknown_browser');
}

/** Live sessions, newest first: browser (and its user agent as sent), address, signed in, last seen, End. */
export function SessionTable({ label, sessions, onEnd, busy }: SessionTableProps) {
  const translate = useTranslate();
  const browserName = useBrowserName();
  const text = (name: string) => translate(`app.sessions.${name}`);
  if (sessions.length === 0) return <Typography variant="body2">{text('none')}</Typography>;
  return (
    // Scrolls sideways on a narrow screen: a region of its own that the keyboard can reach.
    <TableContainer tabIndex={0} role="region" aria-label={label} sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {['column_browser', 'column_address', 'column_started', 'column_last_seen', 'column_actions'].map(
              (name) => (
                <TableCell key={name} scope="col" sx={{ whiteSpace: 'nowrap' }}>
                  {text(name)}
                </TableCell>
              ),
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {sessions.map((session) => {
            const started = formatBeijingTime(session.createdAt);
            return (
              <TableRow key={session.id} selected={session.current} data-session-id={session.id}>
                <TableCell component="th" scope="row" sx={{ minWidth: 160 }}>
                  <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
                    {browserName(session)}
                  </Typography>
                  {session.current && <Chip size="small" color="primary" label={text('this_session')} sx={{ ml: 1 }} />}
                  {session.remember && (
                    <Typography variant="caption" component="div">
                      {text('remembered')}
                    </Typography>
                  )}
                  {session.userAgent && (
                    <Typography variant="caption" component="div" sx={{ wordBreak: 'break-all', maxWidth: 240 }}>
                      {session.userAgent}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{session.ip ?? text('unknown_address')}</TableCell>
                <TableCell>
                  <Time value={session.createdAt} />
                </TableCell>
                <TableCell>{session.lastSeenAt ? <Time value={session.lastSeenAt} /> : text('never_seen')}</TableCell>
                <TableCell>
                  {!session.current && (
                    <Button
                      size="small"
                      color="warning"
                      disabled={busy}
                      onClick={() => onEnd(session)}
                      aria-label={translate('app.sessions.end_named', { browser: browserName(session), started })}
                    >
                      {text('end')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
