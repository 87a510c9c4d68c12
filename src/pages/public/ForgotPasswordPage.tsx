import LinearProgress from '@mui/material/LinearProgress';
import { type ReactNode, Suspense } from 'react';
import { useConsoleSlot } from '../../feature-host';
import { PUBLIC_PATHS, type ResetMethod } from '../../navigation/publicPaths';
import { AccountStepsPage } from './AccountStepsPage';

const STEP_NAMES = ['identify', 'code', 'new_password', 'sign_in'];

const OTHER_METHOD: Record<ResetMethod, { label: string; to: string }> = {
  phone: { label: 'app.public.forgot.by_email', to: PUBLIC_PATHS.forgotPasswordByEmail },
  email: { label: 'app.public.forgot.by_phone', to: PUBLIC_PATHS.forgotPasswordByPhone },
};

interface ForgotPasswordPageProps {
  method: ResetMethod;
  /** Replaces the reset form of this method. */
  children?: ReactNode;
}

/**
 * `/forgot-password/by-phone` and `/by-email`: setting a new password with a code
 * sent to the account's phone or email. The form is a feature's (the `resetPasswordForm` slot).
 */
export function ForgotPasswordPage({ method, children }: ForgotPasswordPageProps) {
  const ResetPasswordForm = useConsoleSlot('resetPasswordForm');
  const prefix = `app.public.forgot.${method}`;
  return (
    <AccountStepsPage
      title={`${prefix}.title`}
      intro={`${prefix}.intro`}
      steps={STEP_NAMES.map((step) => ({
        label: `${prefix}.steps.${step}.label`,
        detail: `${prefix}.steps.${step}.detail`,
      }))}
      links={[OTHER_METHOD[method]]}
    >
      {children ??
        (ResetPasswordForm && (
          <Suspense fallback={<LinearProgress />}>
            <ResetPasswordForm method={method} />
          </Suspense>
        ))}
    </AccountStepsPage>
  );
}
