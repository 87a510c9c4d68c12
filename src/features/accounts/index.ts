import { lazy } from 'react';
import { defineClientFeature } from '../../feature-host';
import { accountsMessages } from './messages';

/**
 * Opening, recovering and protecting an administrator account: the forms the
 * core's sign-in page, public pages and user menu leave to this feature. Each form
 * loads when its page opens (the phone-number metadata behind their checks is large).
 */
export default defineClientFeature({
  name: 'accounts',
  messages: accountsMessages,
  slots: {
    registerForm: lazy(() => import('./RegisterForm')),
    resetPasswordForm: lazy(() => import('./ResetPasswordForm')),
    changePasswordForm: lazy(() => import('./ChangePasswordForm')),
    signInCaptcha: lazy(() => import('./CaptchaInput')),
    signInSecondStep: lazy(() => import('./second-factor/SecondStepForm')),
    passkeySignIn: lazy(() => import('./second-factor/PasskeySignInButton')),
    signInSecurity: lazy(() => import('./second-factor/SignInSecurityForm')),
  },
});
