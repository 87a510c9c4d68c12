import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useRecordContext, useTranslate } from 'react-admin';
import type { JobRecord } from './jobApi';
import { RunStatusChip } from './RunStatusChip';

/** A job's last run as a chip, and a grey one when the job is paused. */
export default function JobStatusField() {
  const job = useRecordContext<JobRecord>();
  const translate = useTranslate();
  if (!job) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {job.lastStatus ? (
        <RunStatusChip status={job.lastStatus} />
      ) : (
        <Chip size="small" variant="outlined" label={translate('app.scheduled-jobs.never_run')} />
      )}
      {job.enabled !== true && <Chip size="small" label={translate('app.scheduled-jobs.paused')} />}
    </Stack>
  );
}
