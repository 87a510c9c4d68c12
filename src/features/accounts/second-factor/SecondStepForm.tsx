import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Code } from '../../../../contract/errors';
import type { SecondFactorAnswer, SecondStepChallenge } from '../../../feature-host';
import { isApiError } from '../../../providers/apiError';
import { ceremonyFailure, signWithPasskey } from './passkeyCeremony';

const T = 'app.accounts.second_factor';

interface SecondStepFormProps {
  step: SecondStepChallenge;
  signIn: (factor: SecondFactorAnswer) => Promise<void>;
  onRestart: () => void;
}

/**
 * The sign-in's second step (docs/security.md#second-factor): the authenticator app's code, a
 * recovery code, or a passkey, whichever the account has. An expired or used step (6202)
 * goes back to the password.
 */
export default function SecondStepForm({ step, signIn, onRestart }: SecondStepFormProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const hasCode = step.methods.includes('totp');
  const hasPasskey = step.methods.includes('passkey') && step.passkeyOptions !== null;
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [empty, setEmpty] = useState(false);
  const [busy, setBusy] = useState(false);

  const attempt = async (factor: () => Promise<SecondFactorAnswer>) => {
    setBusy(true);
    try {
      await signIn(await factor());
    } catch (error) {
      const restart = isApiError(error) && error.code === Code.SECOND_FACTOR_CHALLENGE_EXPIRED;
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
      setCode('');
      if (restart) onRestart();
    } finally {
      setBusy(false);
    }
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setEmpty(true);
      return;
    }
    void attempt(async () => (recovery ? { recoveryCode: code.trim() } : { code: code.trim() }));
  };

  const signWithOwnPasskey = () =>
    attempt(async () => {
      try {
        return { passkey: await signWithPasskey(step.passkeyOptions) };
      } catch (error) {
        throw new Error(translate(`${T}.passkey_not_used`, { reason: ceremonyFailure(error) }));
      }
    });

  return (
    <Box component="section" aria-labelledby="second-step-title">
      <Typography id="second-step-title" variant="subtitle1" component="h1" gutterBottom>
        {translate(`${T}.step_title`)}
      </Typography>
      {hasCode && (
        <Box component="form" onSubmit={submitCode} noValidate>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {translate(recovery ? `${T}.step_recovery_help` : `${T}.step_code_help`)}
          </Typography>
          <TextField
            label={translate(recovery ? `${T}.recovery_code` : `${T}.code`)}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setEmpty(false);
            }}
            error={empty}
            helperText={empty ? translate(`${T}.code_empty`) : ' '}
            autoFocus
            fullWidth
            disabled={busy}
            slotProps={{
              htmlInput: recovery
                ? { autoComplete: 'off', spellCheck: false, name: 'recoveryCode' }
                : { autoComplete: 'one-time-code', inputMode: 'numeric', maxLength: 6, name: 'code' },
            }}
          />
          <Button type="submit" variant="contained" fullWidth disabled={busy}>
            {translate(`${T}.verify`)}
          </Button>
          <Button
            fullWidth
            size="small"
            sx={{ mt: 1 }}
            disabled={busy}
            onClick={() => {
              setRecovery(!recovery);
              setCode('');
            }}
          >
            {translate(recovery ? `${T}.use_code` : `${T}.use_recovery`)}
          </Button>
        </Box>
      )}
      {hasPasskey && (
        <Box sx={{ mt: 1 }}>
          {hasCode && (
            <Typography variant="body2" sx={{ mb: 1 }}>
              {translate(`${T}.step_passkey_help`)}
            </Typography>
          )}
          <Button variant={hasCode ? 'outlined' : 'contained'} fullWidth disabled={busy} onClick={signWithOwnPasskey}>
            {translate(`${T}.use_passkey`)}
          </Button>
        </Box>
      )}
      <Button fullWidth size="small" sx={{ mt: 1 }} disabled={busy} onClick={onRestart}>
        {translate(`${T}.back`)}
      </Button>
    </Box>
  );
}
