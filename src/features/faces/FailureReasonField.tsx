import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { cellText } from '../../schema-ui';
import type { FaceRecord } from './faceStatus';
import { reasonInWords } from './reasonWords';

/** Why a face failed, in words of the current language (`reasonInWords`). */
export default function FailureReasonField({ variant }: { variant: 'cell' | 'detail' }) {
  const face = useRecordContext<FaceRecord>();
  const translate = useTranslate();
  if (!face?.failureReason) return null;
  const words = reasonInWords(face.failureReason, face.status, translate);
  const { shown, full } = variant === 'cell' ? cellText(words) : { shown: words, full: undefined };
  return (
    <Typography component="span" variant="body2" title={full ?? face.failureReason} data-reason={face.failureReason}>
      {shown}
    </Typography>
  );
}
