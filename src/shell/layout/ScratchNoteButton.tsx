import EditNoteIcon from '@mui/icons-material/EditNote';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ScratchNoteDialog } from './ScratchNoteDialog';

/** Opens the scratch note from the top bar. */
export function ScratchNoteButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const label = translate('app.layout.note.title');
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} onClick={() => setOpen(true)}>
          <EditNoteIcon />
        </IconButton>
      </Tooltip>
      {open && <ScratchNoteDialog open onClose={() => setOpen(false)} />}
    </>
  );
}
