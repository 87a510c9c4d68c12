import { Code } from '../../../contract/errors';
import { SETTING_RESOURCES, SETTING_SCOPES, type SettingScope } from '../../../contract/settings';
import type { Principal } from '../../auth/principal';
import type { ResourceServices } from '../../crud/resource-services';
import { ApiError } from '../../http/api-error';

/** The permission of each scope's screen (sp-cfg-app, sp-cfg-server): the routes of a scope need it. */
export function scopePermissions(services: ResourceServices): Record<SettingScope, string> {
  const permissionOf = (scope: SettingScope) => String(services.of(SETTING_RESOURCES[scope]).resource.permission);
  return { app: permissionOf('app'), server: permissionOf('server') };
}

/** The scopes the caller may see: the one asked for (403 without its permission), else every one it holds. */
export function scopesFor(
  permissions: Record<SettingScope, string>,
  principal: Principal | undefined,
  asked?: SettingScope,
): SettingScope[] {
  const held = SETTING_SCOPES.filter((scope) => principal?.holds(permissions[scope]));
  if (asked === undefined) return held;
  if (!held.includes(asked)) throw new ApiError(Code.FORBIDDEN);
  return [asked];
}
