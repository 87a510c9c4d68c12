import { Code } from '../../../contract/errors';
import { cronFault } from '../../../contract/scheduled-jobs';
import type { ResourceServices } from '../../crud/resource-services';
import type { WriteContext } from '../../crud/write-hooks';
import { ApiError } from '../../http/api-error';

/** What changes when a job fires: a write touching none of these (a run's bookkeeping) plans nothing anew. */
const SCHEDULE_FIELDS = ['cron', 'enabled', 'code'];

/**
 * On the job write path: a cron expression croner cannot read (or that never fires) is
 * refused with 400 naming `cron`; once a write that changes a schedule has committed,
 * `replan` runs (the scheduler reads the rows again).
 */
export function registerJobHooks(services: ResourceServices, replan: () => unknown): void {
  const checkCron = ({ values }: WriteContext) => {
    if (values.cron === undefined) return;
    const fault = cronFault(String(values.cron));
    if (fault) throw ApiError.ofFields(Code.BAD_REQUEST, `cron: ${fault}`, [{ field: 'cron', rule: 'cron' }]);
  };
  services.on('scheduled-job', 'beforeCreate', checkCron);
  services.on('scheduled-job', 'beforeUpdate', checkCron);

  const replanAfterCommit = (context: WriteContext) => context.afterCommit(() => void replan());
  services.on('scheduled-job', 'afterCreate', replanAfterCommit);
  services.on('scheduled-job', 'afterDelete', replanAfterCommit);
  services.on('scheduled-job', 'afterUpdate', (context) => {
    const changed = SCHEDULE_FIELDS.some((field) => context.before?.[field] !== context.after?.[field]);
    if (changed) replanAfterCommit(context);
  });
}
