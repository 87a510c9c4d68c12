import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import { useCallback, useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { AuthenticatorSection } from './AuthenticatorSection';
import { PasskeysSection } from './PasskeysSection';
import { type SecondFactorState, useSecondFactorApi } from './secondFactorApi';

/**
 * The user menu's sign-in security (docs/security.md#second-factor): the authenticator app and
 * the passkeys of the signed-in account. Also what an account whose role requires a second
 * factor sees before anything else; `onDone` is called once it has one.
 */
export default function SignInSecurityForm({ onDone }: { onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useSecondFactorApi();
  const [state, setState] = useState<SecondFactorState>();

  const load = useCallback(
    () =>
      api
        .state()
        .then(setState, (error: unknown) =>
          notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
        ),
    [api, notify],
  );
  useEffect(() => {
    void load();
  }, [load]);

  if (!state) return <LinearProgress aria-label={translate('app.layout.loading')} />;
  // An account its role held back (no factor yet) opens, and the console with it, once it has one.
  const due = state.required && !state.totp && state.passkeys.length === 0;
  const finished = () => {
    if (due) onDone();
  };

  return (
    <Box data-sign-in-security>
      {state.required && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('app.accounts.second_factor.required_note')}
        </Alert>
      )}
      <AuthenticatorSection api={api} state={state} onChanged={() => void load()} onTurnedOn={finished} />
      <Divider sx={{ my: 2 }} />
      <PasskeysSection api={api} state={state} onChanged={setState} onAdded={finished} />
    </Box>
  );
}
