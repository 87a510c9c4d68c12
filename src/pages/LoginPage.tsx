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
import { type SecondStepChallenge, useConsoleSlot } from '../feature-host';
import { SessionEndedNotice } from '../feedback/SessionEndedNotice';
import { isApiError } from '../providers/apiError';
import type { Credentials, SignInParams } from '../providers/authProvider';
import { useDocumentTitle } from '../shell/layout';
import { SignInLinks } from './public/SignInLinks';

/** Only a path of this console may be returned to after signing in, never another site. */
function returnPath(searchParams: URLSearchParams): string | undefined {
  const target = searchParams.get('redirect');
  return target?.startsWith('/') && !target.startsWith('//') ? target : undefined;
}

/** The second step's challenge in a refusal of the password step (6200), if that is what it is. */
function secondStepOf(error: unknown): SecondStepChallenge | undefined {
  if (!isApiError(error) || error.code !== Code.SECOND_FACTOR_REQUIRED) return undefined;
  const data = error.data as Partial<SecondStepChallenge> | null | undefined;
  return typeof data?.challenge === 'string' && Array.isArray(data.methods) ? (data as SecondStepChallenge) : undefined;
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
  const SecondStep = useConsoleSlot('signInSecondStep');
  const PasskeySignIn = useConsoleSlot('passkeySignIn');
  // Set once the password was right and the server asked for a second factor (6200).
  const [secondStep, setSecondStep] = useState<{ challenge: SecondStepChallenge; remember: boolean }>();

  /** Signs in by a step after the password (a factor, or a passkey alone); refusals are the caller's to show. */
  const signInWith = async (params: SignInParams) => {
    setSigningIn(true);
    try {
      await login(params, returnPath(searchParams));
    } finally {
      setSigningIn(false);
    }
  };
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
        const challenge = secondStepOf(error);
        if (challenge) {
          setSecondStep({ challenge, remember: credentials.remember });
          return;
        }
        // After repeated failures the server asks for a picture code, and a new one after each refusal.
        if (captchaDemands > 0 || (isApiError(error) && error.code === Code.CAPTCHA_REQUIRED)) {
          setCaptchaDemands((demands) => demands + 1);
        }
        notify(error instanceof Error ? error.message : 'ra.auth.sign_in_error', { type: 'error' });
      })
      .finally(() => setSigningIn(false));
  };

  if (secondStep && SecondStep) {
    return (
      <CardContent sx={{ width: 320 }}>
        <Suspense fallback={<CircularProgress size={19} />}>
          <SecondStep
            step={secondStep.challenge}
            signIn={(factor) =>
              signInWith({
                secondStep: { challenge: secondStep.challenge.challenge, ...factor },
                remember: secondStep.remember,
              })
            }
            onRestart={() => setSecondStep(undefined)}
          />
        </Suspense>
      </CardContent>
    );
  }

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
        {PasskeySignIn && (
          <Suspense fallback={null}>
            <PasskeySignIn
              disabled={signingIn}
              signIn={(answer) => signInWith({ passkeyAlone: answer, remember: false })}
            />
          </Suspense>
        )}
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
