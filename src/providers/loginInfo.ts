/** The signed-in admin as getLoginInfo returns it (spec section 7). */
export interface LoginAdmin {
  id: number;
  accountName: string;
  name?: string | null;
  surname?: string | null;
  avatar?: string | null;
  [field: string]: unknown;
}

export interface LoginInfo {
  admin: LoginAdmin;
  roleList: { id: number; name: string; [field: string]: unknown }[];
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
