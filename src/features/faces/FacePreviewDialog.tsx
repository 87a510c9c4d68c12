import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { FacePhoto } from './FacePhoto';
import type { FaceRecord } from './faceStatus';

const PREVIEW_PX = 400;

/** A face's photo, large; closed by its button or Escape, not by a click beside it. */
export function FacePreviewDialog({ face, onClose }: { face: Pick<FaceRecord, 'id' | 'status'>; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open aria-labelledby={titleId} onClose={(_event, why) => why !== 'backdropClick' && onClose()}>
      <DialogTitle id={titleId}>{translate('app.faces.preview_title', { id: face.id })}</DialogTitle>
      <DialogContent sx={{ display: 'flex', justifyContent: 'center' }}>
        <FacePhoto
          face={face}
          size={Math.min(PREVIEW_PX, typeof window === 'undefined' ? PREVIEW_PX : window.innerWidth - 96)}
        />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {translate('app.faces.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
