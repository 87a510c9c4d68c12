import type { SettingScope } from '../../../contract/settings';
import type { HttpClient } from '../../providers/http';

/** A catalogued setting as GET /api/settings/:scope answers it. */
export interface SettingState {
  key: string;
  value: string | number | boolean | null;
  source: 'environment' | 'database' | 'default';
  default: string | number | boolean;
  env: string | null;
  overridden: boolean;
  secret: boolean;
  row: { id: number; version: number; value: string | null; valueType: string } | null;
}

/** One change of a setting, as the history lists it. */
export interface SettingChange {
  id: number;
  scope: SettingScope;
  key: string;
  action: 'create' | 'update' | 'delete' | 'rollback';
  before: string | null;
  after: string | null;
  rollbackOf: number | null;
  adminName: string | null;
  createdAt: string;
}

const ROWS: Record<SettingScope, string> = { app: '/api/app-configs', server: '/api/server-configs' };

/** The settings screens' calls: the settings of a scope, their history, rollbacks and row writes. */
export function settingsApi(http: HttpClient) {
  return {
    settings: (scope: SettingScope) => http.request<SettingState[]>('GET', `/api/settings/${scope}`),
    changes: (scope: SettingScope, page: number, pageSize: number) =>
      http.request<{ list: SettingChange[]; total: number }>('GET', '/api/config-changes', {
        query: new URLSearchParams({ scope, page: String(page), pageSize: String(pageSize) }),
      }),
    rollBack: (id: number) => http.request<SettingChange>('POST', `/api/config-changes/${id}/rollback`),
    create: (scope: SettingScope, body: { key: string; value: string; valueType: string }) =>
      http.request('POST', ROWS[scope], { body }),
    update: (scope: SettingScope, id: number, body: { value: string; valueType: string; version: number }) =>
      http.request('PUT', `${ROWS[scope]}/${id}`, { body }),
    remove: (scope: SettingScope, id: number) => http.request('DELETE', `${ROWS[scope]}/${id}`),
  };
}

export type SettingsApi = ReturnType<typeof settingsApi>;
