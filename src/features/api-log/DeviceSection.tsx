import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { ApiLogStats } from './apiLogStatsApi';
import DeviceCallsChart from './DeviceCallsChart';

/** The gateways connected now and the device calls of the range, which the log counts per minute instead of keeping. */
export function DeviceSection({ stats }: { stats: ApiLogStats }) {
  const translate = useTranslate();
  return (
    <Stack spacing={1}>
      <Typography variant="body2" data-testid="gateways-connected">
        {translate('app.api-log.gateways_connected', stats.gateways)}
      </Typography>
      {stats.deviceCalls.perMinute.length > 0 ? (
        <DeviceCallsChart figures={stats.deviceCalls} />
      ) : (
        <Alert severity="info" role="status">
          {translate('app.api-log.device_none')}
        </Alert>
      )}
    </Stack>
  );
}
