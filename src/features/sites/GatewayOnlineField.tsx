import Chip from '@mui/material/Chip';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ResourceRecords } from '../../../contract/generated/types';

/** Whether a site's gateway is online, as a chip: green online, grey offline. */
export default function GatewayOnlineField() {
  const site = useRecordContext<ResourceRecords['site']>();
  const translate = useTranslate();
  if (!site) return null;
  const online = site.gatewayOnline === true;
  return (
    <Chip
      size="small"
      color={online ? 'success' : 'default'}
      variant={online ? 'filled' : 'outlined'}
      label={translate(online ? 'app.sites.online' : 'app.sites.offline')}
    />
  );
}
