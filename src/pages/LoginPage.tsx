import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import {
  BooleanInput,
  Form,
  LocalesMenuButton,
  Login,
  PasswordInput,
  required,
  TextInput,
  useLogin,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { Code } from '../../contract/errors';
import { useConsoleSlot } from '../feature-host';
import { SessionEndedNotice } from '../feedback/SessionEndedNotice';
import { isApiError } from '../providers/apiError';
import type { Credentials } from '../providers/authProvider';
import { useDocumentTitle } from '../shell/layout';
import { SignInLinks } from './public/SignInLinks';

/** Only a path of this console may be returned to after signing in, never another site. */
function returnPath(searchParams: URLSearchParams): string | undefined {
  const target = searchParams.get('redirect');
  return target?.startsWith('/') && !target.startsWith('//') ? target : undefined;
}

function ConsoleLoginForm() {
  const login = useLogin();
  const notify = useNotify();
  const translate = useTranslate();
  const [searchParams] = useSearchParams();
  const [signingIn, setSigningIn] = useState(false);
  // Counts the server's demands for a picture code (6056, 6057): each one shows a fresh picture.
  const [captchaDemands, setCaptchaDemands] = useState(0);
  const CaptchaInput = useConsoleSlot('signInCaptcha');
  // The sign-in page is titled by the product alone, in the chosen language (docs/domain.md#stale-tokens-and-titles).
  useDocumentTitle('');

  const submit = (values: Record<string, unknown>) => {
    const credentials: Credentials = {
      accountName: String(values.accountName ?? '').trim(),
      password: String(values.password ?? ''),
      remember: values.remember === true,
      ...(captchaDemands > 0
        ? { captchaKey: String(values.captchaKey ?? ''), captchaCode: String(values.captchaCode ?? '').trim() }
        : {}),
    };
    setSigningIn(true);
    login(credentials, returnPath(searchParams))
      .catch((error: unknown) => {
        // After repeated failures the server asks for a picture code, and a new one after each refusal.
        if (captchaDemands > 0 || (isApiError(error) && error.code === Code.CAPTCHA_REQUIRED)) {
          setCaptchaDemands((demands) => demands + 1);
        }
        notify(error instanceof Error ? error.message : 'ra.auth.sign_in_error', { type: 'error' });
      })
      .finally(() => setSigningIn(false));
  };

  return (
    <Form onSubmit={submit} defaultValues={{ accountName: '', password: '', remember: false }}>
      <CardContent sx={{ width: 320 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="subtitle1" component="h1">
            {translate('app.title')}
          </Typography>
          <LocalesMenuButton />
        </Box>
        <TextInput
          source="accountName"
          label="app.login.account"
          autoComplete="username"
          autoFocus
          validate={required()}
          disabled={signingIn}
        />
        <PasswordInput
          source="password"
          label="app.login.password"
          autoComplete="current-password"
          validate={required()}
          disabled={signingIn}
        />
        {captchaDemands > 0 && CaptchaInput && (
          // The picture code is a feature's (the `signInCaptcha` slot), loaded the first time the server asks for one.
          <Suspense fallback={null}>
            <CaptchaInput generation={captchaDemands} disabled={signingIn} />
          </Suspense>
        )}
        <BooleanInput source="remember" label="app.login.remember" helperText={false} disabled={signingIn} />
        <Button variant="contained" type="submit" color="primary" disabled={signingIn} fullWidth>
          {signingIn ? <CircularProgress size={19} thickness={3} /> : translate('app.login.submit')}
        </Button>
      </CardContent>
    </Form>
  );
}

/** Sign-in with account, password and "remember me" (docs/domain.md#sign-in-state-in-the-browser). */
export function LoginPage() {
  return (
    <Login>
      <SessionEndedNotice />
      <ConsoleLoginForm />
      <SignInLinks />
    </Login>
  );
}
