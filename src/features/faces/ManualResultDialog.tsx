import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ManualResult } from './faceApi';

export interface ManualResultDialogProps {
  result: ManualResult;
  /** How many faces the result is for. */
  count: number;
  onConfirm: (reason?: string) => void;
  onCancel: () => void;
}

/**
 * Asks before passing or failing faces in manual detection (docs/domain.md#manual-detection); failing
 * needs a reason, which the form asks for until one is given. A click beside the
 * dialog does not close it; Escape and Cancel do.
 */
export function ManualResultDialog({ result, count, onConfirm, onCancel }: ManualResultDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const textId = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const failing = result === 'fail';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (failing && reason.trim() === '') {
      setMissing(true);
      return;
    }
    onConfirm(failing ? reason.trim() : undefined);
  };

  return (
    <Dialog
      open
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
      onClose={(_event, why) => why !== 'backdropClick' && onCancel()}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate(`app.faces.${result}_title`)}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>
            {translate(`app.faces.${result}_text`, { smart_count: count })}
          </DialogContentText>
          {failing && (
            <TextField
              label={translate('app.faces.reason')}
              name="reason"
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setMissing(false);
              }}
              required
              autoFocus
              fullWidth
              multiline
              minRows={2}
              margin="normal"
              error={missing}
              helperText={missing ? translate('app.faces.reason_required') : undefined}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{translate('app.faces.cancel')}</Button>
          <Button type="submit" variant="contained" color={failing ? 'error' : 'primary'} autoFocus={!failing}>
            {translate(`app.faces.${result}`)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
