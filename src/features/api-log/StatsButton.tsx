import BarChartIcon from '@mui/icons-material/BarChart';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { StatsPanel } from './StatsPanel';

/** "Statistics" in the request log's toolbar: the statistics in a dialog, the whole screen on a phone. */
export default function StatsButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <>
      <Button size="small" startIcon={<BarChartIcon />} onClick={() => setOpen(true)}>
        {translate('app.api-log.statistics')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullScreen={phone}
        fullWidth
        maxWidth="lg"
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>{translate('app.api-log.statistics_title')}</DialogTitle>
        <DialogContent>{open && <StatsPanel />}</DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('app.api-log.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
