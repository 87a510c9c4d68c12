import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Button, useTranslate } from 'react-admin';
import { formatBeijingTime } from '../../schema-ui';
import type { HistoryEntry } from './sqlConsoleApi';

interface Props {
  entries: HistoryEntry[] | null;
  onClose(): void;
  onPick(sql: string): void;
}

/** The admin's own latest statements, newest first; choosing one puts it back in the editor. */
export function HistoryDialog({ entries, onClose, onPick }: Props) {
  const translate = useTranslate();
  const t = (name: string, options?: Record<string, unknown>) => translate(`app.sql-console.${name}`, options);
  return (
    <Dialog open={entries !== null} onClose={onClose} fullWidth maxWidth="md" scroll="paper">
      <DialogTitle>{t('history_title')}</DialogTitle>
      <DialogContent dividers>
        {entries?.length === 0 && <Typography>{t('history_empty')}</Typography>}
        <List dense>
          {(entries ?? []).map((entry) => (
            <ListItemButton key={entry.id} onClick={() => onPick(entry.sql)}>
              <ListItemText
                primary={entry.sql}
                slotProps={{ primary: { sx: { fontFamily: 'monospace', overflowWrap: 'anywhere' } } }}
                secondary={[
                  formatBeijingTime(entry.createdAt),
                  t(`kind_${entry.kind}`),
                  t('elapsed', { ms: entry.elapsedMs }),
                  entry.error ?? t('rows', { smart_count: entry.rowCount ?? 0 }),
                ].join(' · ')}
              />
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button label="ra.action.close" onClick={onClose} />
      </DialogActions>
    </Dialog>
  );
}
