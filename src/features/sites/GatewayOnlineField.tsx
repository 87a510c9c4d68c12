import Chip from '@mui/material/Chip';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ResourceRecords } from '../../../contract/generated/types';
import { gatewayState } from './gatewayState';

/** A site's gateway as a chip: green online, grey offline, and "Not bound" for a site without one. */
export default function GatewayOnlineField() {
  const site = useRecordContext<ResourceRecords['site']>();
  const translate = useTranslate();
  if (!site) return null;
  const state = gatewayState(site);
  return (
    <Chip
      size="small"
      color={state === 'online' ? 'success' : 'default'}
      variant={state === 'online' ? 'filled' : 'outlined'}
      label={translate(`app.sites.${state}`)}
    />
  );
}
