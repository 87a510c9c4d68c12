import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { cellText } from '../../schema-ui/cellText';
import type { FaceRecord } from './faceStatus';
import { readFailureReason } from './failureReason';

/**
 * Why a face failed, in words of the current language: a known code translated with
 * its measured detail after it; an administrator's reason or an unknown code as written.
 */
export default function FailureReasonField({ variant }: { variant: 'cell' | 'detail' }) {
  const face = useRecordContext<FaceRecord>();
  const translate = useTranslate();
  if (!face?.failureReason) return null;
  const read = readFailureReason(face.failureReason, face.status);
  const words =
    'code' in read
      ? `${translate(`app.faces.reasons.${read.code}`)}${read.detail ? `: ${read.detail}` : ''}`
      : read.text;
  const { shown, full } = variant === 'cell' ? cellText(words) : { shown: words, full: undefined };
  return (
    <Typography component="span" variant="body2" title={full ?? face.failureReason} data-reason={face.failureReason}>
      {shown}
    </Typography>
  );
}
