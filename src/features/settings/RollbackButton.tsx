import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { MessageBox } from '../../feedback/MessageBox';
import { useFailureNotice } from '../../feedback/useFailureNotice';
import type { SettingChange, SettingsApi } from './settingsApi';

interface RollbackButtonProps {
  change: SettingChange;
  /** The setting's label in the current language (the key for one outside the catalogue). */
  label: string;
  when: string;
  valueText: (value: string | null) => string;
  api: SettingsApi;
  onDone: () => Promise<void>;
}

/** Rolls a change back once the admin confirms what the key goes back to. */
export function RollbackButton({ change, label, when, valueText, api, onDone }: RollbackButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useFailureNotice();
  const [asking, setAsking] = useState(false);

  const rollBack = async () => {
    setAsking(false);
    try {
      await api.rollBack(change.id);
      notify('app.settings.rolled_back', { type: 'info' });
    } catch (error) {
      notifyFailure(error);
    }
    await onDone();
  };

  return (
    <>
      <Button
        size="small"
        variant="outlined"
        onClick={() => setAsking(true)}
        aria-label={translate('app.settings.rollback_named', { key: label, when })}
      >
        {translate('app.settings.rollback')}
      </Button>
      <MessageBox
        open={asking}
        title={translate('app.settings.rollback_title')}
        text={translate('app.settings.rollback_text', {
          key: label,
          after: valueText(change.after),
          before: valueText(change.before),
        })}
        confirmLabel={translate('app.settings.rollback_confirm')}
        onConfirm={() => void rollBack()}
        cancelLabel={translate('app.settings.cancel')}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
