import type { AuthProvider } from 'react-admin';
import { Code } from '../../contract/errors';
import { HOME_ROUTE } from '../../contract/routes';
import { isPublicPath, LOGIN_PATH } from '../navigation/publicPaths';
import { isApiError } from './apiError';
import type { HttpClient } from './http';
import { displayName, holdsCode, isLoginInfo, type LoginInfo, permissionCodes } from './loginInfo';
import { announceSessionEnd, SESSION_ENDED_PARAM, SESSION_ENDED_VALUE, type SessionEndReason } from './sessionEnd';
import type { TokenStore } from './tokenStore';

export interface Credentials {
  accountName: string;
  password: string;
  remember: boolean;
  /** The picture code, once the server asks for one (6056). */
  captchaKey?: string;
  captchaCode?: string;
}

/** The sign-in's second step: the challenge of 6200 and one factor (docs/security.md#second-factor). */
export interface SecondStepCredentials {
  secondStep: { challenge: string; code?: string; recoveryCode?: string; passkey?: unknown };
  remember: boolean;
}

/** A sign-in by passkey alone. */
export interface PasskeyCredentials {
  passkeyAlone: { challenge: string; passkey: unknown };
  remember: boolean;
}

/** What the sign-in page hands `login`: a password, a second step, or a passkey alone. */
export type SignInParams = Credentials | SecondStepCredentials | PasskeyCredentials;

/** Where each kind of sign-in goes, and the body it sends. */
function signInRequest(params: SignInParams): { path: string; body: object } {
  if ('secondStep' in params) return { path: '/account/web/login/second-factor', body: params.secondStep };
  if ('passkeyAlone' in params)
    return { path: '/account/web/login/passkey', body: { ...params.passkeyAlone, remember: params.remember } };
  return {
    path: '/account/web/login',
    body: {
      accountName: params.accountName,
      password: params.password,
      remember: params.remember,
      ...(params.captchaKey ? { captchaKey: params.captchaKey, captchaCode: params.captchaCode } : {}),
    },
  };
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
  /** Opens a page of the console afresh (the browser's location unless told otherwise). */
  goTo?: (path: string) => void;
}

/**
 * The login page is told where the admin was (docs/domain.md#sign-in-state-in-the-browser). A second logout (a
 * request failing with 401 meanwhile) finds the login page open and keeps its parameter.
 */
function loginRedirect({ pathname, search }: Pick<Location, 'pathname' | 'search'>): string {
  const here = `${pathname}${search}`;
  return pathname === LOGIN_PATH ? here : `${LOGIN_PATH}?redirect=${encodeURIComponent(here)}`;
}

/**
 * Where a missing session sends the admin. After the server ended it (a 401), Home goes
 * to the sign-in page that says so, as the session-end prompt does (docs/domain.md#catalogue-of-codes):
 * a screen that first asks once the session is gone (one loaded late) agrees with it.
 */
function signInPath(where: Pick<Location, 'pathname' | 'search'>, endedByServer: boolean): string {
  const onHome = where.pathname === HOME_ROUTE.path || where.pathname === '/';
  if (endedByServer && onHome) return `${LOGIN_PATH}?${SESSION_ENDED_PARAM}=${SESSION_ENDED_VALUE}`;
  return loginRedirect(where);
}

/** A promise that never settles: what a question gets while the page is being left for the sign-in page. */
const leavingAnswer = <T>() => new Promise<T>(() => undefined);

function isUnauthorized(error: unknown): boolean {
  if (isApiError(error)) return error.code === Code.UNAUTHORIZED || error.status === 401;
  return (error as { status?: unknown } | null)?.status === 401;
}

/**
 * Sign-in for react-admin over /account/web (docs/architecture.md#the-http-contract). The login info is fetched
 * once per sign-in and shared by identity and permissions; a 401 from any call
 * ends the session on this side too, a 403 does not. A token the server never
 * accepted in this page (one left in storage from an ended session) sends the
 * admin straight to sign in, with the way back (docs/domain.md#sign-in-state-in-the-browser); a session that
 * ends while the admin works opens the sign-in prompt instead (docs/domain.md#stale-tokens-and-titles).
 */
export function createAuthProvider({
  http,
  tokens,
  permissionOf,
  location = () => window.location,
  onSessionEnd = announceSessionEnd,
  goTo = (path) => window.location.replace(path),
}: AuthProviderOptions): AuthProvider {
  let loginInfo: Promise<LoginInfo> | null = null;
  // Set when a 401 ended the session, until the next sign-in.
  let endedByServer = false;
  // Set once the server has accepted the token in this page.
  let confirmed = false;
  // Set while the page is left for the sign-in page.
  let leaving = false;

  /** A 401: the session ends here too; then the prompt, or the sign-in page for a token never accepted. */
  const endedOnServer = () => {
    endSession();
    endedByServer = true;
    if (confirmed) {
      onSessionEnd('unauthorized');
      return;
    }
    const where = location();
    if (leaving || where.pathname === LOGIN_PATH || isPublicPath(where.pathname)) return;
    leaving = true;
    goTo(signInPath(where, true));
  };

  const currentLoginInfo = (): Promise<LoginInfo> => {
    if (loginInfo) return loginInfo;
    const request = http.request<unknown>('GET', '/account/web/getLoginInfo').then(
      (data) => {
        if (isLoginInfo(data)) confirmed = true;
        if (!isLoginInfo(data)) {
          // Login info without an admin means the session is gone (docs/domain.md#sign-in-state-in-the-browser).
          endSession();
          onSessionEnd('no-admin');
          throw new Error('ra.auth.auth_check_error');
        }
        return data;
      },
      (error: unknown) => {
        // Said at once: react-admin asks for permissions three more times before it checks the error.
        if (isUnauthorized(error)) endedOnServer();
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

  const loginInfoUnlessLeaving = (): Promise<LoginInfo> =>
    currentLoginInfo().catch((error: unknown) => (leaving ? leavingAnswer<LoginInfo>() : Promise.reject(error)));

  const endSession = () => {
    tokens.clear();
    loginInfo = null;
  };

  return {
    async login(params: SignInParams) {
      endSession();
      endedByServer = false;
      const { path, body } = signInRequest(params);
      const { token } = await http.request<{ token: string }>('POST', path, { body });
      tokens.set(token, params.remember);
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
      const redirectTo = signInPath(location(), endedByServer);
      // react-admin's logout clears its queries just after it starts the navigation to the
      // sign-in page; refused at once, the routes still on screen ask again and log out
      // again, thousands of navigations before the page shows (react-admin issue 10764).
      // One task later the navigation has happened.
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (!tokens.get()) throw { message: 'ra.auth.auth_check_error', redirectTo };
    },

    async checkError(error: unknown) {
      if (isUnauthorized(error)) {
        endedOnServer();
        // Not rejected, so that react-admin does not log out on its own: the call fails as it
        // is, a page keeps what it shows (and a form what was typed) under the prompt that
        // sends the admin to sign in (a 401), and a save is never taken for done.
      }
    },

    async getIdentity() {
      const info = await currentLoginInfo();
      const { admin, roleList } = info;
      const roles = roleList.map(({ id, name }) => ({ id, name }));
      // No `avatar`: react-admin would put it in an <img>, which cannot send the token the store asks for;
      // the user menu shows it through StoredAvatar instead.
      return {
        id: admin.id,
        fullName: displayName(admin),
        admin,
        roles,
        secondFactorDue: info.secondFactorDue === true,
      };
    },

    async getPermissions() {
      if (!tokens.get()) return [];
      return permissionCodes(await loginInfoUnlessLeaving());
    },

    async canAccess({ resource }) {
      const needed = permissionOf(resource);
      if (needed === undefined) return true;
      if (!tokens.get()) return leaving ? leavingAnswer<boolean>() : false;
      // Neither "no permission" nor an error page flashes while the page goes to sign in.
      return holdsCode(permissionCodes(await loginInfoUnlessLeaving()), needed);
    },
  };
}
