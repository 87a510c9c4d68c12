import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'react-admin';
import type { ApiLogStats } from './apiLogStatsApi';
import { DeviceSection } from './DeviceSection';
import { ErrorCodesChart } from './ErrorCodesChart';
import { PerMinuteChart } from './PerMinuteChart';
import { SlowestPathsChart } from './SlowestPathsChart';

/** The charts of the statistics, the logged requests' then the device calls'; this module alone brings the chart library. */
export default function StatsCharts({ stats }: { stats: ApiLogStats }) {
  const translate = useTranslate();
  return (
    <Stack spacing={3}>
      {stats.perMinute.length === 0 ? (
        <Alert severity="info" role="status">
          {translate('app.api-log.empty')}
        </Alert>
      ) : (
        <>
          <PerMinuteChart stats={stats} />
          <SlowestPathsChart paths={stats.slowestPaths} />
          <ErrorCodesChart codes={stats.topErrorCodes} />
        </>
      )}
      <DeviceSection stats={stats} />
    </Stack>
  );
}
