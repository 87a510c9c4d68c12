import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useGetOne, useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin';
import { Code, messageOf } from '../../../contract/errors';
import { confirmationFailure, passwordFailure } from '../../../contract/rules/password';
import { MessageBox, useFailureNotice } from '../../feedback';
import { asLocale } from '../../i18n/localeChoice';
import { type AdminRecord, useAccessApi } from './accessApi';

/**
 * What admin-list does to an account besides editing its fields: enable or disable
 * it (disabling signs it out everywhere at once) and set a new password.
 */
export function AdminAccountPanel({ adminId }: { adminId: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const noticeFailure = useFailureNotice();
  const refresh = useRefresh();
  const [locale] = useLocaleState();
  const api = useAccessApi();
  const { data: admin } = useGetOne<AdminRecord>('admins', { id: adminId });
  const [confirmDisable, setConfirmDisable] = useState(false);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [failure, setFailure] = useState<number | null>(null);

  if (!admin) return null;
  const run = async (call: () => Promise<unknown>, success: string) => {
    try {
      await call();
      notify(success, { type: 'success' });
      refresh();
      return true;
    } catch (error) {
      noticeFailure(error);
      return false;
    }
  };
  const setEnabled = (enabled: boolean) =>
    run(() => api.setEnabled(admin.id, enabled), enabled ? 'app.roles.enabled_done' : 'app.roles.disabled_done');
  const resetPassword = async (event: FormEvent) => {
    event.preventDefault();
    const code =
      passwordFailure(password, admin.accountName, 'new-password') ?? confirmationFailure(password, confirmation);
    setFailure(code);
    if (code !== null) return;
    if (await run(() => api.resetPassword(admin.id, password, confirmation), 'app.roles.password_reset_done')) {
      setPassword('');
      setConfirmation('');
    }
  };
  const failureText = failure === null ? undefined : messageOf(failure, asLocale(locale) ?? 'en');

  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.roles.account_actions')}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
          <Typography>{translate(admin.enabled ? 'app.roles.is_enabled' : 'app.roles.is_disabled')}</Typography>
          {admin.enabled ? (
            <Button color="warning" variant="outlined" onClick={() => setConfirmDisable(true)}>
              {translate('app.roles.disable')}
            </Button>
          ) : (
            <Button variant="outlined" onClick={() => void setEnabled(true)}>
              {translate('app.roles.enable')}
            </Button>
          )}
        </Stack>
        <Stack component="form" spacing={2} sx={{ maxWidth: 360 }} onSubmit={resetPassword} noValidate>
          <Typography variant="subtitle1" component="h3">
            {translate('app.roles.reset_password')}
          </Typography>
          <TextField
            type="password"
            autoComplete="new-password"
            label={translate('app.roles.new_password')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={failure !== null && failure !== Code.PASSWORDS_DIFFER}
            helperText={failure !== Code.PASSWORDS_DIFFER ? failureText : undefined}
          />
          <TextField
            type="password"
            autoComplete="new-password"
            label={translate('app.roles.confirm_password')}
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
            error={failure === Code.PASSWORDS_DIFFER}
            helperText={failure === Code.PASSWORDS_DIFFER ? failureText : undefined}
          />
          <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
            {translate('app.roles.reset_password')}
          </Button>
        </Stack>
      </CardContent>
      <MessageBox
        open={confirmDisable}
        title={translate('app.roles.disable')}
        text={translate('app.roles.disable_confirm', { account: admin.accountName })}
        confirmLabel={translate('app.roles.disable')}
        cancelLabel={translate('ra.action.cancel')}
        onConfirm={() => {
          setConfirmDisable(false);
          void setEnabled(false);
        }}
        onCancel={() => setConfirmDisable(false)}
      />
    </Card>
  );
}
