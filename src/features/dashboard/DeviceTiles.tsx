import { Suspense } from 'react';
import { useTranslate } from 'react-admin';
import type { SiteFigures } from '../../../contract/home';
import { formatBeijingTime } from '../../schema-ui';
import { DeviceCallsChart } from '../api-log';
import { hourLabel } from './siteTargets';
import { Figure, Figures, Tile } from './Tile';

/**
 * The device calls of the account's sites' gateways over the last hour, as the API request
 * log counts them per minute: the newest minute counted, the hour's calls and errors, and a
 * chart. No list shows these counts, so the figures open none.
 */
export function DeviceCallsTile({ figures }: { figures: SiteFigures }) {
  const translate = useTranslate();
  const { deviceCalls } = figures;
  const { latest } = deviceCalls;
  return (
    <Tile title={translate('app.dashboard.device_title')} testId="tile-device-calls">
      <Figures>
        <Figure
          testId="figure-device-latest"
          label={
            latest
              ? translate('app.dashboard.device_latest', { time: hourLabel(formatBeijingTime(latest.minute)) })
              : translate('app.dashboard.device_latest_none')
          }
          count={latest?.calls ?? 0}
        />
        <Figure
          testId="figure-device-calls"
          label={translate('app.dashboard.device_calls')}
          count={deviceCalls.calls}
        />
        <Figure
          testId="figure-device-errors"
          label={translate('app.dashboard.device_errors')}
          count={deviceCalls.errors}
        />
      </Figures>
      {deviceCalls.perMinute.length > 0 && (
        <Suspense fallback={null}>
          <DeviceCallsChart figures={deviceCalls} />
        </Suspense>
      )}
    </Tile>
  );
}
