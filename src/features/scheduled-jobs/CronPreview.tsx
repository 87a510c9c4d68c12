import { useWatch } from 'react-hook-form';
import { cronFault, nextRunsOf } from '../../../contract/scheduled-jobs';
import { NextRunsList } from './NextRunsList';

/** Under the cron input: the next runs of the expression as it is typed (nothing while it cannot be read). */
export function CronPreview() {
  const cron = useWatch({ name: 'cron' }) as unknown;
  if (typeof cron !== 'string' || cron.trim() === '' || cronFault(cron)) return null;
  return (
    <div aria-live="polite" style={{ marginBottom: 16 }}>
      <NextRunsList runs={nextRunsOf(cron)} />
    </div>
  );
}
