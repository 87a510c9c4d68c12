import type { ResourceRecords } from '../../contract/generated/types';

/** The signed-in admin as getLoginInfo returns it (docs/architecture.md#the-http-contract), typed from the admin schema. */
export type LoginAdmin = ResourceRecords['admin'];

export interface LoginInfo {
  admin: LoginAdmin;
  roleList: ResourceRecords['role'][];
  perList: { permissionCode: string }[];
  /** A role requires a second factor the account has not set up: the console opens only that setup. */
  secondFactorDue?: boolean;
}

/** Login info without a response, data or admin is invalid (docs/domain.md#sign-in-state-in-the-browser). */
export function isLoginInfo(value: unknown): value is LoginInfo {
  if (typeof value !== 'object' || value === null) return false;
  const { admin, perList } = value as Partial<LoginInfo>;
  return typeof admin === 'object' && admin !== null && Array.isArray(perList);
}

/** Held by a role, stands for every code, those of entities published after the sign-in too. */
export const EVERY_CODE = '*';

/**
 * The distinct permission codes the admin holds: the server spells `*` out as every code
 * it knew at sign-in; `*` itself is kept when a role holds it, for codes that came later.
 */
export function permissionCodes(info: LoginInfo): string[] {
  const codes = new Set(info.perList.map((entry) => entry.permissionCode));
  if (info.roleList.some((role) => role.permissionCodes?.includes(EVERY_CODE))) codes.add(EVERY_CODE);
  return [...codes];
}

/** Whether `codes` (as permissionCodes gives them) open what `code` guards. */
export function holdsCode(codes: readonly string[], code: string): boolean {
  return codes.includes(code) || codes.includes(EVERY_CODE);
}

/** How the admin is named in the app bar. */
export function displayName(admin: LoginAdmin): string {
  const fullName = [admin.name, admin.surname].filter(Boolean).join(' ');
  return fullName || admin.accountName;
}
