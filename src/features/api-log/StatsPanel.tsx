import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFailureNotice } from '../../feedback';
import { formatBeijingTime } from '../../schema-ui';
import { type ApiLogStats, useApiLogStatsApi } from './apiLogStatsApi';
import { type RangeChoiceValue, RangeChooser } from './RangeChooser';
import { type StatsWindow, windowOf } from './statsRange';

/** The charts module carries the chart library: it loads when statistics are first shown. */
const StatsCharts = lazy(() => import('./StatsCharts'));

/** Statistics of the request log over a chosen range: per minute, the slowest paths, the top error codes and the device calls. */
export function StatsPanel() {
  const translate = useTranslate();
  const noticeFailure = useFailureNotice();
  const api = useApiLogStatsApi();
  const [range, setRange] = useState<StatsWindow | null>(() => windowOf('hour', { from: '', to: '' }));
  const [stats, setStats] = useState<ApiLogStats | null>(null);

  useEffect(() => {
    if (!range) return;
    const controller = new AbortController();
    setStats(null);
    api
      .statsOf(range, controller.signal)
      .then(setStats)
      .catch((error) => controller.signal.aborted || noticeFailure(error));
    return () => controller.abort();
  }, [api, range, noticeFailure]);

  const choose = ({ choice, custom }: RangeChoiceValue) => setRange(windowOf(choice, custom));
  const loading = <Typography role="status">{translate('app.api-log.loading')}</Typography>;
  return (
    <Stack spacing={2}>
      <RangeChooser onChange={choose} />
      {stats && (
        <Typography variant="body2" color="text.secondary">
          {translate('app.api-log.range_text', {
            from: formatBeijingTime(stats.from),
            to: formatBeijingTime(stats.to),
          })}
        </Typography>
      )}
      {!stats && range && loading}
      {stats && (
        <Suspense fallback={loading}>
          <StatsCharts stats={stats} />
        </Suspense>
      )}
    </Stack>
  );
}
