import { useCallback, useEffect, useState } from 'react';
import type { SettingScope } from '../../../contract/settings';
import { useFailureNotice } from '../../feedback/useFailureNotice';
import { useConsoleApi } from '../../providers/useConsoleHttp';
import { type SettingState, settingsApi } from './settingsApi';

/** The settings of a scope as the server has them now, and a way to read them again after a write. */
export function useSettingStates(scope: SettingScope) {
  const api = useConsoleApi(settingsApi);
  const notifyFailure = useFailureNotice();
  const [states, setStates] = useState<SettingState[] | undefined>();
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let current = true;
    api.settings(scope).then(
      (answer) => current && setStates(answer),
      (error: unknown) => current && notifyFailure(error),
    );
    return () => {
      current = false;
    };
  }, [api, scope, notifyFailure]);

  const reload = useCallback(async () => {
    setStates(await api.settings(scope));
    setGeneration((value) => value + 1);
  }, [api, scope]);

  return { api, states, reload, generation };
}
