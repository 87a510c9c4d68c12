import { lazy } from 'react';
import type { ScreenOverride } from '../../schema-ui';
import { isAccount, openAccountDetail } from '../../shell/layout';

/** The /sp-role screens that go beyond the engine's: they load on first use, like the engine's own. */
export const roleScreens: Record<string, ScreenOverride> = {
  role: {
    edit: lazy(() => import('./RoleEdit')),
    fields: { permissionCodes: lazy(() => import('./PermissionCodesField')) },
  },
  admin: {
    create: lazy(() => import('./AdminCreate')),
    edit: lazy(() => import('./AdminEdit')),
    // admin-list opens the account detail modal (docs/features/console.md#the-console); its Edit button leads to the form.
    openRecord: (record) => {
      if (isAccount(record)) openAccountDetail(record);
    },
  },
};

export const roleRoutePages = {
  'menu-list': lazy(() => import('./MenuListPage')),
};
