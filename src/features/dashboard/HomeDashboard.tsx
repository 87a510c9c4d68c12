import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { formatBeijingTime } from '../../schema-ui';
import { DeviceCallsTile } from './DeviceTiles';
import { FacesTile, RegistrationsTile } from './FaceTiles';
import { LastImportTile } from './ImportTile';
import { ApiErrorsTile, JobsTile, SignInsTile } from './LogTiles';
import { GatewaysTile, SitesTile, WaitingTile } from './SiteTiles';
import { useHomeFigures } from './useHomeFigures';

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
  alignItems: 'start',
};

/** Home's tiles: what needs attention now, each tile for the screens the account may open. */
export default function HomeDashboard() {
  const translate = useTranslate();
  const { answer, failed } = useHomeFigures();
  if (!answer)
    return failed ? (
      <Alert severity="error">{translate('app.dashboard.refresh_failed', { time: '—' })}</Alert>
    ) : (
      <Typography role="status">{translate('app.dashboard.loading')}</Typography>
    );
  const time = formatBeijingTime(answer.refreshedAt);
  const { siteFigures, apiErrors, failedJobs, failedSignIns, lastImport } = answer;
  const none = !siteFigures && !apiErrors && !failedJobs && !failedSignIns && lastImport === undefined;
  return (
    <Box component="section" aria-label={translate('app.dashboard.tiles')} data-testid="home-tiles">
      <Typography variant="body2" color="text.secondary" data-testid="home-refreshed" sx={{ mb: 1 }}>
        {failed ? translate('app.dashboard.refresh_failed', { time }) : translate('app.dashboard.refreshed', { time })}
      </Typography>
      {none && <Typography>{translate('app.dashboard.nothing')}</Typography>}
      <Box sx={GRID}>
        {siteFigures && (
          <>
            <SitesTile figures={siteFigures} />
            <GatewaysTile figures={siteFigures} />
            <DeviceCallsTile figures={siteFigures} />
            <WaitingTile figures={siteFigures} />
            <FacesTile figures={siteFigures} />
            <RegistrationsTile figures={siteFigures} />
          </>
        )}
        {lastImport !== undefined && <LastImportTile lastImport={lastImport} />}
        {failedJobs && <JobsTile failedJobs={failedJobs} />}
        {failedSignIns && <SignInsTile failedSignIns={failedSignIns} />}
        {apiErrors && <ApiErrorsTile apiErrors={apiErrors} />}
      </Box>
    </Box>
  );
}
