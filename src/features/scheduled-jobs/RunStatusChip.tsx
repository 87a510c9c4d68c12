import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { JobRunRecord } from './jobApi';

type RunStatus = NonNullable<JobRunRecord['status']>;

const COLOURS: Record<RunStatus, 'info' | 'success' | 'error' | 'warning'> = {
  running: 'info',
  succeeded: 'success',
  failed: 'error',
  timed_out: 'warning',
};

/** How a run ended (or that it is still going), as a coloured chip. */
export function RunStatusChip({ status }: { status: string | null | undefined }) {
  const translate = useTranslate();
  if (!status || !(status in COLOURS)) return null;
  return (
    <Chip
      size="small"
      color={COLOURS[status as RunStatus]}
      variant={status === 'running' ? 'outlined' : 'filled'}
      label={translate(`resources.scheduled-jobs.options.lastStatus.${status}`)}
    />
  );
}
