import { useTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import type { ApiLogStats } from './apiLogStatsApi';
import { ChartFigure } from './ChartFigure';
import { HorizontalBars } from './HorizontalBars';

const BAR_ROW_PX = 44;

/** The busiest paths' median and 95th percentile durations as pairs of bars, slowest first. */
export function SlowestPathsChart({ paths }: { paths: ApiLogStats['slowestPaths'] }) {
  const translate = useTranslate();
  const theme = useTheme();
  const labels = paths.map((row) => `${row.method} ${row.path}`);
  const [slowest] = paths;
  const title = translate('app.api-log.slowest_title');
  const summary = slowest ? translate('app.api-log.slowest_summary', { path: labels[0], p95: slowest.p95 }) : '';
  return (
    <ChartFigure
      testId="chart-slowest-paths"
      title={title}
      summary={summary}
      table={{
        headers: [
          translate('app.api-log.path'),
          translate('app.api-log.count'),
          translate('app.api-log.p50'),
          translate('app.api-log.p95'),
        ],
        rows: paths.map((row, index) => [labels[index] ?? '', row.count, row.p50, row.p95]),
      }}
    >
      <HorizontalBars
        title={title}
        summary={summary}
        labels={labels}
        rowPx={BAR_ROW_PX}
        series={[
          { data: paths.map((row) => row.p50), label: 'p50', color: theme.palette.info.main },
          { data: paths.map((row) => row.p95), label: 'p95', color: theme.palette.warning.main },
        ]}
      />
    </ChartFigure>
  );
}
