import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense } from 'react';
import type { LoginAdmin } from '../../providers/loginInfo';
import type { AccountRoles } from './AccountDetail';
import { openModalView } from './modalViews';

const AccountDetail = lazy(() => import('./AccountDetail'));

export function isAccount(value: unknown): value is LoginAdmin {
  return typeof value === 'object' && value !== null && typeof (value as LoginAdmin).accountName === 'string';
}

/**
 * The account detail modal (docs/features/console.md#the-console, Layout), titled with the account name plus "account detail".
 * `roles` names the account's roles without a lookup (the signed-in account's own, from its login info).
 */
export function openAccountDetail(admin: LoginAdmin, roles?: AccountRoles): void {
  void openModalView({
    title: 'app.layout.profile.title',
    titleParams: { name: admin.accountName },
    confirmLabel: 'ra.action.close',
    hideCancel: true,
    content: (
      <Suspense fallback={<CircularProgress size={24} sx={{ display: 'block', mx: 'auto' }} />}>
        <AccountDetail admin={admin} roles={roles} />
      </Suspense>
    ),
  });
}
