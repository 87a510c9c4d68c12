import Stack from '@mui/material/Stack';
import type { ApiLogStats } from './apiLogStatsApi';
import { ErrorCodesChart } from './ErrorCodesChart';
import { PerMinuteChart } from './PerMinuteChart';
import { SlowestPathsChart } from './SlowestPathsChart';

/** The three charts of the statistics; this module alone brings the chart library. */
export default function StatsCharts({ stats }: { stats: ApiLogStats }) {
  return (
    <Stack spacing={3}>
      <PerMinuteChart stats={stats} />
      <SlowestPathsChart paths={stats.slowestPaths} />
      <ErrorCodesChart codes={stats.topErrorCodes} />
    </Stack>
  );
}
