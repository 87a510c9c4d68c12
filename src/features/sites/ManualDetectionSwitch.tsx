import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { ResourceRecords } from '../../../contract/generated/types';
import { MessageBox, useFailureNotice } from '../../feedback';
import { useSiteBindingApi } from './siteBindingApi';

/** A site's manual detection switch, turned on or off after a confirmation (docs/domain.md#manual-detection). */
export function ManualDetectionSwitch() {
  const site = useRecordContext<ResourceRecords['site']>();
  const translate = useTranslate();
  const notify = useNotify();
  const noticeFailure = useFailureNotice();
  const refresh = useRefresh();
  const api = useSiteBindingApi();
  const [asked, setAsked] = useState<boolean | null>(null);
  if (!site) return null;
  const on = site.manualDetection === true;

  const turn = async (enabled: boolean) => {
    setAsked(null);
    try {
      await api.setManualDetection(site.id, enabled);
      notify(enabled ? 'app.sites.manual_on_done' : 'app.sites.manual_off_done', { type: 'success' });
    } catch (error) {
      noticeFailure(error);
    }
    refresh();
  };
  const key = asked ? 'manual_on' : 'manual_off';

  return (
    <>
      <FormControlLabel
        control={<Switch size="small" checked={on} onChange={(event) => setAsked(event.target.checked)} />}
        label={translate('app.sites.manual')}
        slotProps={{ typography: { variant: 'body2', noWrap: true } }}
      />
      <MessageBox
        open={asked !== null}
        title={translate(`app.sites.${key}_title`, { name: site.name })}
        text={translate(`app.sites.${key}_text`, { name: site.name })}
        confirmLabel={translate(`app.sites.${key}`)}
        onConfirm={() => void turn(asked ?? false)}
        cancelLabel={translate('app.sites.cancel')}
        onCancel={() => setAsked(null)}
      />
    </>
  );
}
