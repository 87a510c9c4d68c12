import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useId, useState } from 'react';
import { useTranslate } from 'react-admin';

/** What the confirm action answers: `false` keeps the view open (a form that did not pass, say). */
export type ModalViewConfirm = () => undefined | boolean | Promise<undefined | boolean>;

export interface ModalViewProps {
  open: boolean;
  /** A translation key, or a text shown as it is. */
  title: string;
  titleParams?: Record<string, unknown>;
  children: ReactNode;
  /** Without it, Confirm simply closes the view. */
  onConfirm?: ModalViewConfirm;
  /** Called once the view is to close: after Cancel, Escape or a confirmation that went through. */
  onClose: (confirmed: boolean) => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** A view that only shows something needs one button to close it. */
  hideCancel?: boolean;
  confirmDisabled?: boolean;
  maxWidth?: DialogProps['maxWidth'];
}

/**
 * Any view in a dialog with Confirm and Cancel (docs/features/console.md#the-console). A click outside
 * does not close it, so that a half-filled form is not lost by a stray click;
 * Escape and Cancel do.
 */
export function ModalView({
  open,
  title,
  titleParams,
  children,
  onConfirm,
  onClose,
  confirmLabel = 'ra.action.confirm',
  cancelLabel = 'ra.action.cancel',
  hideCancel = false,
  confirmDisabled = false,
  maxWidth = 'sm',
}: ModalViewProps) {
  const translate = useTranslate();
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);

  const confirm = async () => {
    setConfirming(true);
    try {
      const answer = await onConfirm?.();
      if (answer !== false) onClose(true);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={(_, reason) => {
        if (reason !== 'backdropClick' && !confirming) onClose(false);
      }}
      aria-labelledby={titleId}
      maxWidth={maxWidth}
      fullWidth
    >
      <DialogTitle id={titleId}>{translate(title, { _: title, ...titleParams })}</DialogTitle>
      <DialogContent dividers>{children}</DialogContent>
      <DialogActions>
        {!hideCancel && (
          <Button onClick={() => onClose(false)} disabled={confirming}>
            {translate(cancelLabel)}
          </Button>
        )}
        <Button variant="contained" onClick={confirm} disabled={confirmDisabled || confirming}>
          {translate(confirmLabel)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
