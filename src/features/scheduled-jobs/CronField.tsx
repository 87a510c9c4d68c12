import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { nextRunsOf } from '../../../contract/scheduled-jobs';
import { formatBeijingTime } from '../../schema-ui';
import type { JobRecord } from './jobApi';

/** A job's cron expression and, while it is enabled, its next run in Beijing time. */
export default function CronField() {
  const job = useRecordContext<JobRecord>();
  const translate = useTranslate();
  if (!job) return null;
  const [next] = job.enabled === true ? nextRunsOf(String(job.cron), 1) : [];
  return (
    <span>
      <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace', display: 'block' }}>
        {job.cron}
      </Typography>
      {next && (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {translate('app.scheduled-jobs.next_run', { time: formatBeijingTime(next) })}
        </Typography>
      )}
    </span>
  );
}
