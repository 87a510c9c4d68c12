import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { keepScratchNote, readScratchNote, SCRATCH_NOTE_MAX_LENGTH } from './scratchNote';

/** The scratch note, kept in this browser as it is typed. */
export function ScratchNoteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  const [text, setText] = useState(() => readScratchNote(window.localStorage));
  const [kept, setKept] = useState(true);

  const write = (next: string) => {
    setText(next);
    setKept(keepScratchNote(window.localStorage, next));
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{translate('app.layout.note.title')}</DialogTitle>
      <DialogContent>
        <TextField
          value={text}
          onChange={(event) => write(event.target.value)}
          label={translate('app.layout.note.label')}
          multiline
          minRows={10}
          maxRows={20}
          autoFocus
          fullWidth
          variant="outlined"
          error={!kept}
          slotProps={{ htmlInput: { maxLength: SCRATCH_NOTE_MAX_LENGTH } }}
          helperText={translate(kept ? 'app.layout.note.kept' : 'app.layout.note.not_kept', {
            count: text.length.toLocaleString(),
            smart_count: text.length,
            max: SCRATCH_NOTE_MAX_LENGTH.toLocaleString(),
          })}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
