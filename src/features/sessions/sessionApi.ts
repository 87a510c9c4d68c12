import type { SessionListing } from '../../../contract/sessions';
import type { HttpClient } from '../../providers/http';
import { useConsoleApi } from '../../providers/useConsoleHttp';

/** A live session as the server lists it. */
export type SessionRow = SessionListing;

/** The sessions of one account and how to end them: the signed-in account's own, or another admin's. */
export interface SessionCalls {
  list(signal?: AbortSignal): Promise<SessionRow[]>;
  end(sessionId: number): Promise<null>;
}

function ownSessions(http: HttpClient) {
  return {
    list: (signal?: AbortSignal) => http.request<SessionRow[]>('GET', '/account/web/sessions', { signal }),
    end: (sessionId: number) => http.request<null>('DELETE', `/account/web/sessions/${sessionId}`),
    endOthers: () => http.request<{ ended: number }>('POST', '/account/web/sessions/end-others'),
  };
}

function adminSessions(http: HttpClient) {
  return (adminId: number) => {
    const base = `/api/admins/${adminId}/sessions`;
    return {
      list: (signal?: AbortSignal) => http.request<SessionRow[]>('GET', base, { signal }),
      end: (sessionId: number) => http.request<null>('DELETE', `${base}/${sessionId}`),
      endAll: () => http.request<{ ended: number }>('DELETE', base),
    };
  };
}

/** The signed-in account's own sessions (the user menu's modal). */
export function useOwnSessions(): ReturnType<typeof ownSessions> {
  return useConsoleApi(ownSessions);
}

/** An admin account's sessions as an admin-list holder handles them (the account's page). */
export function useAdminSessions(): ReturnType<typeof adminSessions> {
  return useConsoleApi(adminSessions);
}
