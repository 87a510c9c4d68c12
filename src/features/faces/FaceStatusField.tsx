import Chip from '@mui/material/Chip';
import { useRecordContext, useTranslate } from 'react-admin';
import { type FaceRecord, STATUS_COLOURS, statusLabelKey } from './faceStatus';

/** A face's status as a coloured chip in the current language. */
export default function FaceStatusField() {
  const face = useRecordContext<FaceRecord>();
  const translate = useTranslate();
  if (!face?.status) return null;
  return (
    <Chip
      size="small"
      color={STATUS_COLOURS[face.status] ?? 'default'}
      label={translate(statusLabelKey(face.status))}
      data-status={face.status}
    />
  );
}
