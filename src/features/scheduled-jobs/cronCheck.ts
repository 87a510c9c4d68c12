import { cronFault } from '../../../contract/scheduled-jobs';
import type { FormCheck } from '../../schema-ui';

/** A job's form check beside the generated validators: the cron expression as croner reads it. */
const cronCheck: FormCheck = (body, translate) => {
  const errors: Record<string, string> = {};
  const fault = typeof body.cron === 'string' ? cronFault(body.cron) : undefined;
  if (fault) errors.cron = translate('app.scheduled-jobs.cron_invalid', { detail: fault });
  return errors;
};

export default cronCheck;
