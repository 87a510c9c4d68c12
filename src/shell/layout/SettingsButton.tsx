import TuneIcon from '@mui/icons-material/Tune';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { SettingsDrawer } from './SettingsDrawer';

/** Opens the settings panel from the top bar. */
export function SettingsButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const label = translate('app.layout.settings.title');
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} onClick={() => setOpen(true)}>
          <TuneIcon />
        </IconButton>
      </Tooltip>
      <SettingsDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}
