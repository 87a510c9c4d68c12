import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useNotify, useTranslate } from 'react-admin';

/**
 * The gateway's credential, shown the one time there is: read-only, selectable, with
 * a copy button. Only Done closes it, so a stray click does not lose it.
 */
export function CredentialDialog({
  siteName,
  credential,
  onDone,
}: {
  siteName: string;
  credential: string;
  onDone: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const copy = async () => {
    await navigator.clipboard?.writeText(credential);
    notify('app.sites.copied', { type: 'success' });
  };
  return (
    <Dialog open aria-labelledby={titleId} maxWidth="sm" fullWidth disableEscapeKeyDown>
      <DialogTitle id={titleId}>{translate('app.sites.credential_title', { name: siteName })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('app.sites.credential_intro')}</DialogContentText>
        <TextField
          label={translate('app.sites.credential')}
          value={credential}
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false, 'data-credential': true } }}
          onFocus={(event) => event.target.select()}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void copy()}>{translate('app.sites.copy')}</Button>
        <Button variant="contained" onClick={onDone}>
          {translate('app.sites.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
