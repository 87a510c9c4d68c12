import LinkOffIcon from '@mui/icons-material/LinkOff';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { MessageBox, useFailureNotice } from '../../feedback';
import { useSiteBindingApi } from './siteBindingApi';

/** Unbind every bound site of the caller, after a confirmation naming how many (docs/domain.md#sites-gateways-and-tactics). */
export default function UnbindAllButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const noticeFailure = useFailureNotice();
  const refresh = useRefresh();
  const api = useSiteBindingApi();
  const [count, setCount] = useState<number | null>(null);

  const ask = async () => {
    try {
      const bound = (await api.boundCount()).count;
      if (bound === 0) notify('app.sites.unbind_all_none', { type: 'info' });
      else setCount(bound);
    } catch (error) {
      noticeFailure(error);
    }
  };
  const unbindAll = async () => {
    setCount(null);
    try {
      const { count: unbound } = await api.unbindAll();
      notify('app.sites.unbound_all', { type: 'success', messageArgs: { smart_count: unbound } });
    } catch (error) {
      noticeFailure(error);
    }
    refresh();
  };

  return (
    <>
      <Button size="small" startIcon={<LinkOffIcon />} onClick={() => void ask()}>
        {translate('app.sites.unbind_all')}
      </Button>
      <MessageBox
        open={count !== null}
        title={translate('app.sites.unbind_all_title')}
        text={translate('app.sites.unbind_all_text', { smart_count: count ?? 0 })}
        confirmLabel={translate('app.sites.unbind_all')}
        onConfirm={() => void unbindAll()}
        cancelLabel={translate('app.sites.cancel')}
        onCancel={() => setCount(null)}
      />
    </>
  );
}
