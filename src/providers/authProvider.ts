import type { AuthProvider } from 'react-admin';
import { Code } from '../../contract/errors';
import { announceSessionEnd, type SessionEndReason } from '../feedback/sessionEnd';
import { isApiError } from './apiError';
import type { HttpClient } from './http';
import { displayName, isLoginInfo, type LoginInfo, permissionCodes } from './loginInfo';
import type { TokenStore } from './tokenStore';

export interface Credentials {
  accountName: string;
  password: string;
  remember: boolean;
  /** The picture code, once the server asks for one (6056). */
  captchaKey?: string;
  captchaCode?: string;
}

export interface AuthProviderOptions {
  http: HttpClient;
  tokens: TokenStore;
  /** The permission code a react-admin resource needs, or undefined when it is not a registry resource. */
  permissionOf: (resource: string) => string | undefined;
  /** Where the admin is (the browser's location unless told otherwise). */
  location?: () => Pick<Location, 'pathname' | 'search'>;
  /** Told when the session ends on the server's word, so that the admin is asked to sign in again. */
  onSessionEnd?: (reason: SessionEndReason) => void;
}

export const LOGIN_PATH = '/login';

/**
 * Spec section 4: the login page is told where the admin was. A second logout (a
 * request failing with 401 meanwhile) finds the login page open and keeps its parameter.
 */
function loginRedirect({ pathname, search }: Pick<Location, 'pathname' | 'search'>): string {
  const here = `${pathname}${search}`;
  return pathname === LOGIN_PATH ? here : `${LOGIN_PATH}?redirect=${encodeURIComponent(here)}`;
}

function isUnauthorized(error: unknown): boolean {
  if (isApiError(error)) return error.code === Code.UNAUTHORIZED || error.status === 401;
  return (error as { status?: unknown } | null)?.status === 401;
}

/**
 * Sign-in for react-admin over /account/web (API.md). The login info is fetched
 * once per sign-in and shared by identity and permissions; a 401 from any call
 * ends the session on this side too, a 403 does not.
 */
export function createAuthProvider({
  http,
  tokens,
  permissionOf,
  location = () => window.location,
  onSessionEnd = announceSessionEnd,
}: AuthProviderOptions): AuthProvider {
  let loginInfo: Promise<LoginInfo> | null = null;

  const currentLoginInfo = (): Promise<LoginInfo> => {
    if (loginInfo) return loginInfo;
    const request = http.request<unknown>('GET', '/account/web/getLoginInfo').then(
      (data) => {
        if (!isLoginInfo(data)) {
          // Spec section 7: login info without an admin means the session is gone.
          endSession();
          onSessionEnd('no-admin');
          throw new Error('ra.auth.auth_check_error');
        }
        return data;
      },
      (error: unknown) => {
        // Said at once: react-admin asks for permissions three more times before it checks the error.
        if (isUnauthorized(error)) {
          endSession();
          onSessionEnd('unauthorized');
        }
        throw error;
      },
    );
    // A failed fetch is not kept: the next question asks the server again.
    request.catch(() => {
      if (loginInfo === request) loginInfo = null;
    });
    loginInfo = request;
    return request;
  };

  const endSession = () => {
    tokens.clear();
    loginInfo = null;
  };

  return {
    async login(credentials: Credentials) {
      endSession();
      const { token } = await http.request<{ token: string }>('POST', '/account/web/login', {
        body: {
          accountName: credentials.accountName,
          password: credentials.password,
          remember: credentials.remember,
          ...(credentials.captchaKey
            ? { captchaKey: credentials.captchaKey, captchaCode: credentials.captchaCode }
            : {}),
        },
      });
      tokens.set(token, credentials.remember);
    },

    async logout() {
      if (tokens.get()) {
        // The session is over on this side whatever the server answers.
        await http.request('GET', '/account/web/logout').catch(() => undefined);
      }
      endSession();
      return loginRedirect(location());
    },

    async checkAuth() {
      if (tokens.get()) return;
      // react-admin would send the admin to a bare /login; this keeps where they were going.
      const redirectTo = loginRedirect(location());
      // react-admin's logout clears its queries just after it starts the navigation to the
      // sign-in page; refused at once, the routes still on screen ask again and log out
      // again, thousands of navigations before the page shows (react-admin issue 10764).
      // One task later the navigation has happened.
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (!tokens.get()) throw { message: 'ra.auth.auth_check_error', redirectTo };
    },

    async checkError(error: unknown) {
      if (isUnauthorized(error)) {
        endSession();
        onSessionEnd('unauthorized');
        // Not rejected, so that react-admin does not log out on its own: the call fails as it
        // is, a page keeps what it shows (and a form what was typed) under the prompt that
        // sends the admin to sign in (spec section 8), and a save is never taken for done.
      }
    },

    async getIdentity() {
      const { admin, roleList } = await currentLoginInfo();
      const roles = roleList.map(({ id, name }) => ({ id, name }));
      // No `avatar`: react-admin would put it in an <img>, which cannot send the token the store asks for;
      // the user menu shows it through StoredAvatar instead.
      return { id: admin.id, fullName: displayName(admin), admin, roles };
    },

    async getPermissions() {
      if (!tokens.get()) return [];
      return permissionCodes(await currentLoginInfo());
    },

    async canAccess({ resource }) {
      const needed = permissionOf(resource);
      if (needed === undefined) return true;
      if (!tokens.get()) return false;
      return permissionCodes(await currentLoginInfo()).includes(needed);
    },
  };
}
