import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import type { ApiErrorFigures, RegistrationBucket } from '../../../contract/home';
import { formatBeijingTime } from '../../schema-ui';
import { ChartFigure } from '../api-log';
import { countAxis, labelAxisWidth } from './chartAxes';
import { dayLabel, hourLabel } from './siteTargets';

/** The chart library comes with this module only, which Home loads once it has figures to draw. */
const HEIGHT = 220;

export function FacesChart({ byStatus, total }: { byStatus: [string, number][]; total: number }) {
  const translate = useTranslate();
  const theme = useTheme();
  const labelled = byStatus.map(([status, count]) => [translate(`resources.faces.options.status.${status}`), count]);
  const [topLabel, topCount] = labelled[0] ?? ['', 0];
  const names = labelled.map(([label]) => String(label));
  const title = translate('app.dashboard.faces_title');
  const summary =
    total === 0
      ? translate('app.dashboard.faces_none')
      : translate('app.dashboard.faces_summary', { smart_count: total, status: topLabel, count: topCount });
  return (
    <ChartFigure
      testId="chart-faces"
      title={title}
      summary={summary}
      table={{ headers: [translate('app.dashboard.status'), translate('app.dashboard.count')], rows: labelled }}
    >
      {total > 0 && (
        <BarChart
          title={title}
          desc={summary}
          height={Math.max(HEIGHT, labelled.length * 36)}
          layout="horizontal"
          yAxis={[{ scaleType: 'band', data: names, width: labelAxisWidth(names) }]}
          xAxis={[countAxis(labelled.map(([, count]) => Number(count)))]}
          series={[{ data: labelled.map(([, count]) => Number(count)), color: theme.palette.primary.main }]}
        />
      )}
    </ChartFigure>
  );
}

export function RegistrationsChart({ buckets, daily }: { buckets: RegistrationBucket[]; daily: boolean }) {
  const translate = useTranslate();
  const theme = useTheme();
  const label = (start: string) => (daily ? dayLabel : hourLabel)(formatBeijingTime(start));
  const succeeded = buckets.reduce((sum, bucket) => sum + bucket.succeeded, 0);
  const failed = buckets.reduce((sum, bucket) => sum + bucket.failed, 0);
  const title = translate('app.dashboard.registrations_chart', {
    period: translate(daily ? 'app.dashboard.registrations_daily' : 'app.dashboard.registrations_hourly'),
  });
  const summary = translate('app.dashboard.registrations_summary', { succeeded, failed });
  return (
    <ChartFigure
      testId="chart-registrations"
      title={title}
      summary={summary}
      table={{
        headers: [
          translate(daily ? 'app.dashboard.day' : 'app.dashboard.hour'),
          translate('app.dashboard.succeeded'),
          translate('app.dashboard.failed'),
        ],
        rows: buckets.map((bucket) => [label(bucket.start), bucket.succeeded, bucket.failed]),
      }}
    >
      <BarChart
        title={title}
        desc={summary}
        height={HEIGHT}
        xAxis={[{ scaleType: 'band', data: buckets.map((bucket) => label(bucket.start)) }]}
        yAxis={[countAxis(buckets.map((bucket) => bucket.succeeded + bucket.failed))]}
        series={[
          {
            data: buckets.map((bucket) => bucket.succeeded),
            label: translate('app.dashboard.succeeded'),
            stack: 'outcome',
            color: theme.palette.success.main,
          },
          {
            data: buckets.map((bucket) => bucket.failed),
            label: translate('app.dashboard.failed'),
            stack: 'outcome',
            color: theme.palette.error.main,
          },
        ]}
      />
    </ChartFigure>
  );
}

export function ApiErrorsChart({ apiErrors }: { apiErrors: ApiErrorFigures }) {
  const translate = useTranslate();
  const theme = useTheme();
  const title = translate('app.dashboard.api_errors_title');
  const summary =
    apiErrors.total === 0
      ? translate('app.dashboard.api_errors_none')
      : translate('app.dashboard.api_errors_summary', {
          errors: translate('app.dashboard.api_errors_count', { smart_count: apiErrors.total }),
          minutes: translate('app.dashboard.api_error_minutes', { smart_count: apiErrors.perMinute.length }),
        });
  const label = (minute: string) => hourLabel(formatBeijingTime(minute));
  return (
    <ChartFigure
      testId="chart-api-errors"
      title={title}
      summary={summary}
      table={{
        headers: [translate('app.dashboard.minute'), translate('app.dashboard.errors')],
        rows: apiErrors.perMinute.map((row) => [label(row.minute), row.errors]),
      }}
    >
      {apiErrors.total > 0 && (
        <BarChart
          title={title}
          desc={summary}
          height={HEIGHT}
          xAxis={[{ scaleType: 'band', data: apiErrors.perMinute.map((row) => label(row.minute)) }]}
          yAxis={[countAxis(apiErrors.perMinute.map((row) => row.errors))]}
          series={[{ data: apiErrors.perMinute.map((row) => row.errors), color: theme.palette.error.main }]}
        />
      )}
    </ChartFigure>
  );
}
