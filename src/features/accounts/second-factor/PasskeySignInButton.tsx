import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { PasskeyAnswer } from '../../../feature-host';
import { ceremonyFailure, signWithPasskey } from './passkeyCeremony';
import { useSecondFactorApi } from './secondFactorApi';

/** The sign-in page's "Sign in with a passkey", for accounts that chose a passkey alone. */
export default function PasskeySignInButton({
  signIn,
  disabled,
}: {
  signIn: (answer: PasskeyAnswer) => Promise<void>;
  disabled?: boolean;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useSecondFactorApi();
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    try {
      const { challenge, options } = await api.passkeySignInOptions();
      let passkey: unknown;
      try {
        passkey = await signWithPasskey(options);
      } catch (error) {
        notify(translate('app.accounts.second_factor.passkey_not_used', { reason: ceremonyFailure(error) }), {
          type: 'error',
        });
        return;
      }
      await signIn({ challenge, passkey });
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="outlined" fullWidth sx={{ mt: 1 }} disabled={disabled || busy} onClick={start}>
      {translate('app.accounts.second_factor.passkey_sign_in')}
    </Button>
  );
}
