import LinearProgress from '@mui/material/LinearProgress';
import { lazy, type ReactNode, Suspense } from 'react';
import { AccountStepsPage } from './AccountStepsPage';
import { PUBLIC_PATHS } from './publicPaths';

export type ResetMethod = 'phone' | 'email';

// The phone-number metadata behind its checks loads with the form, not with the sign-in page.
const ResetPasswordForm = lazy(() => import('../../accounts/ResetPasswordForm'));

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

/** `/forgot-password/by-phone` and `/by-email`: setting a new password with a code sent to the account's phone or email. */
export function ForgotPasswordPage({ method, children }: ForgotPasswordPageProps) {
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
      {children ?? (
        <Suspense fallback={<LinearProgress />}>
          <ResetPasswordForm method={method} />
        </Suspense>
      )}
    </AccountStepsPage>
  );
}
