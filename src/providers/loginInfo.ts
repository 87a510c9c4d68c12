import type { ResourceRecords } from '../../contract/generated/types';

/** The signed-in admin as getLoginInfo returns it (spec section 7), typed from the admin schema. */
export type LoginAdmin = ResourceRecords['admin'];

export interface LoginInfo {
  admin: LoginAdmin;
  roleList: ResourceRecords['role'][];
  perList: { permissionCode: string }[];
}

/** Spec section 5: login info without a response, data or admin is invalid. */
export function isLoginInfo(value: unknown): value is LoginInfo {
  if (typeof value !== 'object' || value === null) return false;
  const { admin, perList } = value as Partial<LoginInfo>;
  return typeof admin === 'object' && admin !== null && Array.isArray(perList);
}

/** The distinct permission codes the admin holds. */
export function permissionCodes(info: LoginInfo): string[] {
  return [...new Set(info.perList.map((entry) => entry.permissionCode))];
}

/** How the admin is named in the app bar. */
export function displayName(admin: LoginAdmin): string {
  const fullName = [admin.name, admin.surname].filter(Boolean).join(' ');
  return fullName || admin.accountName;
}
