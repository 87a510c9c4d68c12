import { Suspense } from 'react';
import { useTranslate } from 'react-admin';
import type { ApiErrorFigures, HomeAnswer } from '../../../contract/home';
import { formatBeijingTime } from '../../schema-ui';
import { ApiErrorsChart } from './lazyCharts';
import { apiLogList, jobList, signInList } from './siteTargets';
import { FigureLink, Figures, Tile } from './Tile';
import { TileList } from './TileList';

export function ApiErrorsTile({ apiErrors }: { apiErrors: ApiErrorFigures }) {
  const translate = useTranslate();
  return (
    <Tile title={translate('app.dashboard.api_errors_title')} testId="tile-api-errors">
      <Figures>
        <FigureLink
          testId="figure-api-errors"
          label={translate('app.dashboard.api_errors_total')}
          count={apiErrors.total}
          target={apiLogList({ createdAt_gte: apiErrors.from })}
        />
      </Figures>
      <Suspense fallback={null}>
        <ApiErrorsChart apiErrors={apiErrors} />
      </Suspense>
    </Tile>
  );
}

export function JobsTile({ failedJobs }: { failedJobs: NonNullable<HomeAnswer['failedJobs']> }) {
  const translate = useTranslate();
  return (
    <Tile title={translate('app.dashboard.jobs_title')} testId="tile-jobs">
      <Figures>
        <FigureLink
          testId="figure-jobs-failed"
          label={translate('app.dashboard.jobs_failed')}
          count={failedJobs.failed}
          target={jobList({ lastStatus: 'failed' })}
        />
        <FigureLink
          testId="figure-jobs-timed-out"
          label={translate('app.dashboard.jobs_timed_out')}
          count={failedJobs.timedOut}
          target={jobList({ lastStatus: 'timed_out' })}
        />
      </Figures>
      <TileList
        empty={translate('app.dashboard.jobs_none')}
        items={failedJobs.jobs.map((job) => ({
          key: job.id,
          primary: job.name,
          secondary: [job.lastRunAt && formatBeijingTime(job.lastRunAt), job.lastResult].filter(Boolean).join(' · '),
        }))}
      />
    </Tile>
  );
}

export function SignInsTile({ failedSignIns }: { failedSignIns: NonNullable<HomeAnswer['failedSignIns']> }) {
  const translate = useTranslate();
  return (
    <Tile title={translate('app.dashboard.sign_ins_title')} testId="tile-sign-ins">
      <Figures>
        <FigureLink
          testId="figure-sign-ins"
          label={translate('app.dashboard.sign_ins_total')}
          count={failedSignIns.count}
          target={signInList({ success: false, attemptedAt_gte: failedSignIns.since })}
        />
      </Figures>
      <TileList
        empty={translate('app.dashboard.sign_ins_none')}
        items={failedSignIns.latest.map((attempt) => ({
          key: attempt.id,
          primary: translate('app.dashboard.sign_in_line', {
            account: attempt.accountName,
            ip: attempt.ip ?? '—',
            time: formatBeijingTime(attempt.attemptedAt),
          }),
          secondary: attempt.reason,
        }))}
      />
    </Tile>
  );
}
