import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { Migration } from './formGeneratorApi';
import { MigrationStatements } from './MigrationStatements';
import { useText } from './useText';

interface Props {
  migration: Migration | null;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** Asks before publishing, showing the statements the database will run. */
export function PublishDialog({ migration, busy, onConfirm, onClose }: Props) {
  const t = useText();
  return (
    <Dialog open={migration !== null} onClose={onClose} aria-labelledby="fg-publish-title" fullWidth maxWidth="md">
      <DialogTitle id="fg-publish-title">{t('publish_title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2">{t('publish_text')}</Typography>
        {migration && <MigrationStatements migration={migration} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" onClick={onConfirm} disabled={busy}>
          {t('publish_confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
