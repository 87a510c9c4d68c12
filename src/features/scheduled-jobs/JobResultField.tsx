import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import { cellText } from '../../schema-ui';
import type { JobRecord } from './jobApi';
import { useJobResultText } from './useJobResultText';

/** A job's last result in the reader's language: a cell cut short (the whole on hover), a detail whole. */
export default function JobResultField({ variant }: { variant: 'cell' | 'detail' }) {
  const job = useRecordContext<JobRecord>();
  const text = useJobResultText()(job?.lastResult);
  if (variant === 'detail') {
    return (
      <Typography component="span" variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {text}
      </Typography>
    );
  }
  const { shown, full } = cellText(text);
  return (
    <Typography component="span" variant="body2" title={full}>
      {shown}
    </Typography>
  );
}
