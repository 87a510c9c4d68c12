import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { RecoveryCodesNotice } from './RecoveryCodesNotice';
import type { AuthenticatorSetup, SecondFactorApi, SecondFactorState } from './secondFactorApi';
import { useBusyRun } from './useBusyRun';

const T = 'app.accounts.second_factor';

type Mode = 'idle' | 'setting-up' | 'turning-off' | 'renewing';

interface AuthenticatorSectionProps {
  api: SecondFactorApi;
  state: SecondFactorState;
  onChanged: () => void;
  /** The app was turned on and its recovery codes saved. */
  onTurnedOn: () => void;
}

/** The authenticator app: set up from a QR code and one code, turned off with the password and a code. */
export function AuthenticatorSection({ api, state, onChanged, onTurnedOn }: AuthenticatorSectionProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [mode, setMode] = useState<Mode>('idle');
  const [setup, setSetup] = useState<AuthenticatorSetup>();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const { busy, run } = useBusyRun();
  const reset = () => {
    setMode('idle');
    setCode('');
    setPassword('');
    setSetup(undefined);
  };

  const begin = () =>
    run(async () => {
      setSetup(await api.beginAuthenticator());
      setMode('setting-up');
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      if (mode === 'setting-up') {
        const { recoveryCodes: codes } = await api.confirmAuthenticator(code.trim());
        notify(`${T}.totp_done`, { type: 'success' });
        setRecoveryCodes(codes);
      } else if (mode === 'renewing') {
        setRecoveryCodes((await api.renewRecoveryCodes(code.trim())).recoveryCodes);
      } else if (mode === 'turning-off') {
        await api.turnOffAuthenticator(password, code.trim());
        notify(`${T}.turned_off`, { type: 'success' });
        onChanged();
      }
      reset();
    });
  };

  if (recoveryCodes) {
    return (
      <RecoveryCodesNotice
        codes={recoveryCodes}
        onSaved={() => {
          setRecoveryCodes(undefined);
          onChanged();
          onTurnedOn();
        }}
      />
    );
  }

  return (
    <Box component="section" aria-labelledby="authenticator-title" sx={{ mb: 3 }}>
      <Typography id="authenticator-title" variant="subtitle1" component="h3">
        {translate(`${T}.totp_title`)}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }} data-authenticator-state={state.totp ? 'on' : 'off'}>
        {state.totp ? translate(`${T}.totp_on`, { count: state.recoveryCodesLeft }) : translate(`${T}.totp_off`)}
      </Typography>
      {mode === 'idle' && !state.totp && (
        <Button variant="contained" onClick={begin} disabled={busy}>
          {translate(`${T}.totp_setup`)}
        </Button>
      )}
      {mode === 'idle' && state.totp && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => setMode('renewing')}>
            {translate(`${T}.renew_recovery`)}
          </Button>
          <Button variant="outlined" color="error" onClick={() => setMode('turning-off')}>
            {translate(`${T}.turn_off`)}
          </Button>
        </Box>
      )}
      {mode !== 'idle' && (
        <Box component="form" onSubmit={submit} noValidate sx={{ maxWidth: 420 }}>
          {mode === 'setting-up' && setup && (
            <>
              <Typography variant="body2">{translate(`${T}.totp_scan`)}</Typography>
              <Box
                component="img"
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
                alt={translate(`${T}.qr_alt`)}
                sx={{ width: 192, height: 192, display: 'block', my: 1, bgcolor: '#fff' }}
              />
              <TextField
                label={translate(`${T}.secret_key`)}
                value={setup.secret}
                fullWidth
                margin="dense"
                slotProps={{ htmlInput: { readOnly: true, 'data-totp-secret': true } }}
              />
              <TextField
                label={translate(`${T}.totp_address`)}
                value={setup.uri}
                fullWidth
                margin="dense"
                slotProps={{ htmlInput: { readOnly: true, 'data-totp-uri': true } }}
              />
            </>
          )}
          {mode === 'renewing' && <Typography variant="body2">{translate(`${T}.renew_recovery_help`)}</Typography>}
          {mode === 'turning-off' && (
            <>
              <Typography variant="body2">{translate(`${T}.turn_off_help`)}</Typography>
              <TextField
                label={translate(`${T}.password`)}
                type="password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                fullWidth
                margin="dense"
                autoComplete="current-password"
              />
            </>
          )}
          <TextField
            label={translate(`${T}.code`)}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { autoComplete: 'one-time-code', inputMode: 'numeric', maxLength: 6 } }}
          />
          <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
            <Button type="submit" variant="contained" disabled={busy || !code.trim()}>
              {translate(
                mode === 'turning-off' ? `${T}.turn_off` : mode === 'renewing' ? `${T}.renew_recovery` : `${T}.turn_on`,
              )}
            </Button>
            <Button onClick={reset} disabled={busy}>
              {translate(`${T}.cancel`)}
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}
