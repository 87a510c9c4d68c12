/** The sign-in page. */
export const LOGIN_PATH = '/login';

/** The pages anyone may open, signed in or not (docs/features/console.md#the-console, Public pages), besides /login. */
export const PUBLIC_PATHS = {
  register: '/register',
  appPrivacyZh: '/app/privacy-zh',
  appPrivacyEn: '/app/privacy-en',
  appLicenseServiceZh: '/app/license-service-zh',
  appLicenseServiceEn: '/app/license-service-en',
  webPrivacyZh: '/web/privacy-zh',
  webServiceTermsZh: '/web/service-terms-zh',
  forgotPasswordByPhone: '/forgot-password/by-phone',
  forgotPasswordByEmail: '/forgot-password/by-email',
} as const;

/** How a forgotten password is reset: a code to the account's phone or to its email, one page each. */
export type ResetMethod = 'phone' | 'email';

const publicPaths = new Set<string>(Object.values(PUBLIC_PATHS));

/** Whether a path is one of the public pages, where a lost session is nothing to report. */
export function isPublicPath(pathname: string): boolean {
  return publicPaths.has(pathname.replace(/\/+$/, '') || '/');
}
