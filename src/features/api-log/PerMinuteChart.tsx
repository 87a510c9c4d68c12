import { useTranslate } from 'react-admin';
import type { ApiLogStats } from './apiLogStatsApi';
import { CallsPerMinuteChart } from './CallsPerMinuteChart';

/** The logged requests per minute and their errors. */
export function PerMinuteChart({ stats }: { stats: ApiLogStats }) {
  const translate = useTranslate();
  const requests = stats.perMinute.reduce((sum, row) => sum + row.requests, 0);
  const errors = stats.perMinute.reduce((sum, row) => sum + row.errors, 0);
  return (
    <CallsPerMinuteChart
      testId="chart-per-minute"
      title={translate('app.api-log.per_minute_title')}
      summary={translate('app.api-log.per_minute_summary', { requests, errors, minutes: stats.perMinute.length })}
      range={stats}
      rows={stats.perMinute}
      countLabel={translate('app.api-log.requests')}
      count={(row) => row.requests}
    />
  );
}
