import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { MANUAL_WAITING_STATUS, type SiteFigures } from '../../../contract/home';
import { formatBeijingTime } from '../../schema-ui';
import { ListLink } from './ListLink';
import { faceList, siteList } from './siteTargets';
import { FigureLink, Figures, Tile } from './Tile';
import { TileList } from './TileList';

export function SitesTile({ figures }: { figures: SiteFigures }) {
  const translate = useTranslate();
  return (
    <Tile title={translate('app.dashboard.sites_title')} testId="tile-sites">
      <Figures>
        <FigureLink
          testId="figure-sites-total"
          label={translate('app.dashboard.sites_total')}
          count={figures.sites.total}
          target={siteList()}
        />
        <FigureLink
          testId="figure-sites-bound"
          label={translate('app.dashboard.sites_bound')}
          count={figures.sites.bound}
          target={siteList({ bound: true })}
        />
      </Figures>
    </Tile>
  );
}

export function GatewaysTile({ figures }: { figures: SiteFigures }) {
  const translate = useTranslate();
  const { lastHeartbeatAt } = figures.gateways;
  return (
    <Tile title={translate('app.dashboard.gateways_title')} testId="tile-gateways">
      <Figures>
        <FigureLink
          testId="figure-gateways-online"
          label={translate('app.dashboard.gateways_online')}
          count={figures.gateways.online}
          target={siteList({ bound: true, gatewayOnline: true })}
        />
        <FigureLink
          testId="figure-gateways-offline"
          label={translate('app.dashboard.gateways_offline')}
          count={figures.gateways.offline}
          target={siteList({ bound: true, gatewayOnline: false })}
        />
        <FigureLink
          testId="figure-gateways-channel"
          label={translate('app.dashboard.gateways_channel')}
          count={figures.gateways.channel}
          target={siteList({ bound: true, gatewayChannel: true })}
        />
      </Figures>
      <Typography variant="body2" color="text.secondary">
        {lastHeartbeatAt
          ? translate('app.dashboard.last_heartbeat', { time: formatBeijingTime(lastHeartbeatAt) })
          : translate('app.dashboard.no_heartbeat')}
      </Typography>
    </Tile>
  );
}

export function WaitingTile({ figures }: { figures: SiteFigures }) {
  const translate = useTranslate();
  const { total, sites } = figures.manualWaiting;
  return (
    <Tile title={translate('app.dashboard.waiting_title')} testId="tile-waiting">
      <Figures>
        <FigureLink
          testId="figure-waiting-total"
          label={translate('app.dashboard.waiting_total')}
          count={total}
          target={faceList({ status: MANUAL_WAITING_STATUS })}
        />
      </Figures>
      <TileList
        empty={translate('app.dashboard.waiting_none')}
        items={sites.map((site) => ({
          key: site.siteId,
          testId: `waiting-site-${site.siteId}`,
          primary: (
            <ListLink target={faceList({ status: MANUAL_WAITING_STATUS, siteId: site.siteId })}>
              {`${site.name}: ${site.count.toLocaleString()}`}
            </ListLink>
          ),
        }))}
      />
    </Tile>
  );
}
