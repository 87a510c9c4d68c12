import LinearProgress from '@mui/material/LinearProgress';
import { type ReactNode, Suspense } from 'react';
import { useConsoleSlot } from '../../feature-host';
import { PUBLIC_PATHS } from '../../navigation/publicPaths';
import { AccountStepsPage } from './AccountStepsPage';

const STEPS = ['details', 'phone_code', 'password', 'terms', 'sign_in'].map((step) => ({
  label: `app.public.register.steps.${step}.label`,
  detail: `app.public.register.steps.${step}.detail`,
}));

/**
 * `/register`: opening an administrator account. The form is a feature's (the
 * `registerForm` slot); `children` replaces it.
 */
export function RegisterPage({ children }: { children?: ReactNode }) {
  const RegisterForm = useConsoleSlot('registerForm');
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
      {children ??
        (RegisterForm && (
          <Suspense fallback={<LinearProgress />}>
            <RegisterForm />
          </Suspense>
        ))}
    </AccountStepsPage>
  );
}
