import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

export interface MessageBoxProps {
  open: boolean;
  /** Texts as shown (already translated). */
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: () => void;
  /** Without it the box can only be confirmed. */
  cancelLabel?: string;
  onCancel?: () => void;
}

/**
 * A message the admin must answer (alerts and the sign-in prompt, docs/domain.md#catalogue-of-codes).
 * A click beside it does not dismiss it; Escape counts as cancel where there is one.
 */
export function MessageBox({ open, title, text, confirmLabel, onConfirm, cancelLabel, onCancel }: MessageBoxProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      disableEscapeKeyDown={!onCancel}
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') onCancel?.();
      }}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {text}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        {onCancel && cancelLabel && <Button onClick={onCancel}>{cancelLabel}</Button>}
        <Button onClick={onConfirm} variant="contained" autoFocus>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
