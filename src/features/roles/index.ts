import { defineClientFeature } from '../../feature-host';
import { roleRoutePages, roleScreens } from './screens';

/** Roles and their permissions, admin accounts (the /sp-role screens) and the menu list. */
export default defineClientFeature({
  name: 'roles',
  screens: roleScreens,
  routePages: roleRoutePages,
  messages: () => import('./messages'),
});
