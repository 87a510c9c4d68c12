import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { PUBLIC_PATHS } from '../../navigation/publicPaths';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { type LegalDocumentName, LegalPage } from './legal/LegalPage';
import { RegisterPage } from './RegisterPage';

const LEGAL_PAGES: LegalDocumentName[] = [
  'appPrivacyZh',
  'appPrivacyEn',
  'appLicenseServiceZh',
  'appLicenseServiceEn',
  'webPrivacyZh',
  'webServiceTermsZh',
];

/**
 * Pages anyone may open, signed in or not, outside the console's layout
 * (docs/features/console.md#the-console, Public pages). react-admin renders routes given to
 * `<CustomRoutes noLayout>` before it checks the session, so `requireAuth` leaves them open.
 */
export const publicRoutes: ReactElement[] = [
  <Route key="register" path={PUBLIC_PATHS.register} element={<RegisterPage />} />,
  <Route
    key="forgot-by-phone"
    path={PUBLIC_PATHS.forgotPasswordByPhone}
    element={<ForgotPasswordPage method="phone" />}
  />,
  <Route
    key="forgot-by-email"
    path={PUBLIC_PATHS.forgotPasswordByEmail}
    element={<ForgotPasswordPage method="email" />}
  />,
  ...LEGAL_PAGES.map((name) => <Route key={name} path={PUBLIC_PATHS[name]} element={<LegalPage name={name} />} />),
];
