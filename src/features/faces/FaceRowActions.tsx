import VisibilityIcon from '@mui/icons-material/Visibility';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { FaceCommandButtons } from './FaceCommandButtons';
import { FacePreviewDialog } from './FacePreviewDialog';
import { awaitsManualResult, type FaceRecord, isPreviewable, isRetryable } from './faceStatus';

/** What a face's row offers by its status: preview (not once registered), retry when failed, pass or fail when waiting. */
export default function FaceRowActions() {
  const face = useRecordContext<FaceRecord>();
  const translate = useTranslate();
  const [previewing, setPreviewing] = useState(false);
  if (!face) return null;
  const offer = [
    ...(isRetryable(face) ? (['retry'] as const) : []),
    ...(awaitsManualResult(face) ? (['pass', 'fail'] as const) : []),
  ];
  return (
    <>
      {isPreviewable(face) && (
        <Tooltip title={translate('app.faces.preview')}>
          <IconButton size="small" aria-label={translate('app.faces.preview')} onClick={() => setPreviewing(true)}>
            <VisibilityIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {offer.length > 0 && <FaceCommandButtons faces={async () => [face]} count={1} offer={offer} />}
      {previewing && <FacePreviewDialog face={face} onClose={() => setPreviewing(false)} />}
    </>
  );
}
