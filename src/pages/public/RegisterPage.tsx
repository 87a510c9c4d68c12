import LinearProgress from '@mui/material/LinearProgress';
import { lazy, type ReactNode, Suspense } from 'react';
import { AccountStepsPage } from './AccountStepsPage';
import { PUBLIC_PATHS } from './publicPaths';

// The phone-number metadata behind its checks loads with the form, not with the sign-in page.
const RegisterForm = lazy(() => import('../../accounts/RegisterForm'));

const STEPS = ['details', 'phone_code', 'password', 'terms', 'sign_in'].map((step) => ({
  label: `app.public.register.steps.${step}.label`,
  detail: `app.public.register.steps.${step}.detail`,
}));

/** `/register`: opening an administrator account; `children` replaces the registration form. */
export function RegisterPage({ children }: { children?: ReactNode }) {
  return (
    <AccountStepsPage
      title="app.public.register.title"
      intro="app.public.register.intro"
      steps={STEPS}
      links={[
        { label: 'app.public.links.service_terms', to: PUBLIC_PATHS.webServiceTermsZh },
        { label: 'app.public.links.privacy', to: PUBLIC_PATHS.webPrivacyZh },
      ]}
    >
      {children ?? (
        <Suspense fallback={<LinearProgress />}>
          <RegisterForm />
        </Suspense>
      )}
    </AccountStepsPage>
  );
}
