import type { ResourceRecords } from '../../../contract/generated/types';
import type { HttpClient } from '../../providers/http';
import { useConsoleApi } from '../../providers/useConsoleHttp';

/** A role and an admin account as the API shows them, typed from their schemas. */
export type RoleRecord = ResourceRecords['role'];
export type AdminRecord = ResourceRecords['admin'];

/** The calls of the /sp-role screens beyond the generic ones of the data provider. */
export function accessApi(http: HttpClient) {
  return {
    setRolePermissions: (role: { id: number; version: number }, permissionCodes: string[]) =>
      http.request<RoleRecord>('PUT', `/api/roles/${role.id}/permissions`, {
        body: { permissionCodes, version: role.version },
      }),
    createAdmin: (body: Record<string, unknown>) => http.request<AdminRecord>('POST', '/api/admins/account', { body }),
    resetPassword: (adminId: number, password: string, confirmPassword: string) =>
      http.request<null>('POST', `/api/admins/${adminId}/password`, { body: { password, confirmPassword } }),
    setEnabled: (adminId: number, enabled: boolean) =>
      http.request<AdminRecord>('POST', `/api/admins/${adminId}/enabled`, { body: { enabled } }),
  };
}

export type AccessApi = ReturnType<typeof accessApi>;

/** The calls with the signed-in token and errors worded in the current language. */
export function useAccessApi(): AccessApi {
  return useConsoleApi(accessApi);
}
