import { defineClientFeature } from '../../feature-host';
import { rolesMessages } from './messages';
import { roleRoutePages, roleScreens } from './screens';

/** Roles and their permissions, admin accounts (the /sp-role screens) and the menu list. */
export default defineClientFeature({
  name: 'roles',
  screens: roleScreens,
  routePages: roleRoutePages,
  messages: rolesMessages,
});
