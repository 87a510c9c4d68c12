import { useTranslate } from 'react-admin';
import type { DeviceCallFigures } from '../../../contract/device-traffic';
import { CallsPerMinuteChart } from './CallsPerMinuteChart';

/** Device calls per minute and their errors, as counted per site and minute (the API log statistics, Home). */
export default function DeviceCallsChart({ figures }: { figures: DeviceCallFigures }) {
  const translate = useTranslate();
  const { calls, errors, perMinute } = figures;
  return (
    <CallsPerMinuteChart
      testId="chart-device-calls"
      title={translate('app.api-log.device_title')}
      summary={translate('app.api-log.device_summary', { calls, errors, minutes: perMinute.length })}
      range={figures}
      rows={perMinute}
      countLabel={translate('app.api-log.device_calls')}
      count={(row) => row.calls}
    />
  );
}
