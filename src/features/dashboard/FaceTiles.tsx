import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { SiteFigures } from '../../../contract/home';
import { FacesChart, RegistrationsChart } from './lazyCharts';
import { faceList } from './siteTargets';
import { FigureLink, Figures, Tile } from './Tile';

export function FacesTile({ figures }: { figures: SiteFigures }) {
  const translate = useTranslate();
  const byStatus = Object.entries(figures.faces.byStatus)
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return (
    <Tile title={translate('app.dashboard.faces_title')} testId="tile-faces">
      <Figures>
        {byStatus.map(([status, count]) => (
          <FigureLink
            key={status}
            testId={`figure-faces-${status}`}
            label={translate(`resources.faces.options.status.${status}`)}
            count={count}
            target={faceList({ status })}
          />
        ))}
      </Figures>
      <Suspense fallback={null}>
        <FacesChart byStatus={byStatus} total={figures.faces.total} />
      </Suspense>
    </Tile>
  );
}

type Period = 'hourly' | 'daily';

export function RegistrationsTile({ figures }: { figures: SiteFigures }) {
  const translate = useTranslate();
  const [period, setPeriod] = useState<Period>('hourly');
  const { registrations } = figures;
  const buckets = registrations[period];
  const from = period === 'hourly' ? registrations.hourlyFrom : registrations.dailyFrom;
  const sum = (key: 'succeeded' | 'failed') => buckets.reduce((total, bucket) => total + bucket[key], 0);
  return (
    <Tile title={translate('app.dashboard.registrations_title')} testId="tile-registrations">
      <ToggleButtonGroup
        exclusive
        size="small"
        value={period}
        onChange={(_, chosen: Period | null) => chosen && setPeriod(chosen)}
        aria-label={translate('app.dashboard.registrations_period')}
        sx={{ mb: 1 }}
      >
        <ToggleButton value="hourly">{translate('app.dashboard.registrations_hourly')}</ToggleButton>
        <ToggleButton value="daily">{translate('app.dashboard.registrations_daily')}</ToggleButton>
      </ToggleButtonGroup>
      <Figures>
        <FigureLink
          testId="figure-registrations-succeeded"
          label={translate('app.dashboard.succeeded')}
          count={sum('succeeded')}
          target={faceList({ status: 'register_success', registerDate_gte: from })}
        />
        <FigureLink
          testId="figure-registrations-failed"
          label={translate('app.dashboard.failed')}
          count={sum('failed')}
          target={faceList({ status: 'register_failed', registerDate_gte: from })}
        />
      </Figures>
      <Suspense fallback={null}>
        <RegistrationsChart buckets={buckets} daily={period === 'daily'} />
      </Suspense>
    </Tile>
  );
}
