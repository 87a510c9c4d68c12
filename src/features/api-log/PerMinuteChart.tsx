import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslate } from 'react-admin';
import type { ApiLogStats } from './apiLogStatsApi';
import { ChartFigure } from './ChartFigure';
import { minuteLabel, perMinuteSeries } from './perMinuteSeries';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Requests per minute as an area and errors as a line over it, times in Beijing time. */
export function PerMinuteChart({ stats }: { stats: ApiLogStats }) {
  const translate = useTranslate();
  const theme = useTheme();
  const points = perMinuteSeries(stats);
  const longRange = new Date(stats.to).getTime() - new Date(stats.from).getTime() > DAY_MS;
  const label = (minute: Date) => minuteLabel(minute, longRange);
  const requests = stats.perMinute.reduce((sum, row) => sum + row.requests, 0);
  const errors = stats.perMinute.reduce((sum, row) => sum + row.errors, 0);
  const title = translate('app.api-log.per_minute_title');
  const summary = translate('app.api-log.per_minute_summary', { requests, errors, minutes: stats.perMinute.length });
  return (
    <ChartFigure
      testId="chart-per-minute"
      title={title}
      summary={summary}
      table={{
        headers: [translate('app.api-log.minute'), translate('app.api-log.requests'), translate('app.api-log.errors')],
        rows: stats.perMinute.map((row) => [label(new Date(row.minute)), row.requests, row.errors]),
      }}
    >
      <LineChart
        title={title}
        desc={summary}
        height={260}
        xAxis={[{ scaleType: 'time', data: points.map((point) => point.minute), valueFormatter: label }]}
        yAxis={[{ tickMinStep: 1 }]}
        series={[
          {
            data: points.map((point) => point.requests),
            label: translate('app.api-log.requests'),
            area: true,
            showMark: false,
            color: theme.palette.primary.main,
          },
          {
            data: points.map((point) => point.errors),
            label: translate('app.api-log.errors'),
            showMark: false,
            color: theme.palette.error.main,
          },
        ]}
      />
    </ChartFigure>
  );
}
