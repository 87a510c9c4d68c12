import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { MessageBox, useFailureNotice } from '../../feedback';
import type { HttpClient } from '../../providers/http';
import { useConsoleApi } from '../../providers/useConsoleHttp';

const tacticsApi = (http: HttpClient) => ({
  setEnabled: (ids: readonly number[], enabled: boolean) =>
    http.request<{ changed: number }>('POST', '/api/auto-detect-tactics/enabled', { body: { ids, enabled } }),
});

/**
 * Enable or disable the selected tactics after a confirmation (docs/domain.md#sites-gateways-and-tactics), with
 * the spec's notice when every selected one was already in that state.
 */
export default function TacticSwitchButtons() {
  const translate = useTranslate();
  const notify = useNotify();
  const noticeFailure = useFailureNotice();
  const refresh = useRefresh();
  const { selectedIds, onUnselectItems } = useListContext();
  const api = useConsoleApi(tacticsApi);
  const [asked, setAsked] = useState<boolean | null>(null);
  const count = selectedIds.length;
  const word = (enabled: boolean) => (enabled ? 'enable' : 'disable');

  const switchTo = async (enabled: boolean) => {
    setAsked(null);
    try {
      const { changed } = await api.setEnabled(selectedIds.map(Number), enabled);
      if (changed === 0) notify(`app.tactics.already_${word(enabled)}d`, { type: 'info' });
      else notify(`app.tactics.${word(enabled)}d_done`, { type: 'success', messageArgs: { smart_count: changed } });
      onUnselectItems();
    } catch (error) {
      noticeFailure(error);
    }
    refresh();
  };

  return (
    <>
      <Button size="small" startIcon={<ToggleOnIcon />} onClick={() => setAsked(true)}>
        {translate('app.tactics.enable')}
      </Button>
      <Button size="small" startIcon={<ToggleOffIcon />} onClick={() => setAsked(false)}>
        {translate('app.tactics.disable')}
      </Button>
      <MessageBox
        open={asked !== null}
        title={translate(`app.tactics.${word(asked ?? true)}_title`)}
        text={translate(`app.tactics.${word(asked ?? true)}_text`, { smart_count: count })}
        confirmLabel={translate(`app.tactics.${word(asked ?? true)}`)}
        onConfirm={() => void switchTo(asked ?? true)}
        cancelLabel={translate('app.tactics.cancel')}
        onCancel={() => setAsked(null)}
      />
    </>
  );
}
