import { useCallback, useEffect, useRef, useState } from 'react';
import { useLogout } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { HOME_ROUTE } from '../../contract/routes';
import { isPublicPath, LOGIN_PATH } from '../navigation/publicPaths';
import { onSessionEnd, SESSION_ENDED_PARAM, SESSION_ENDED_VALUE, type SessionEndReason } from '../providers/sessionEnd';

/** The sign-in and public pages: there is no session there to lose. */
function isSignedOutPath(pathname: string): boolean {
  return pathname === LOGIN_PATH || isPublicPath(pathname);
}

export interface SessionEnd {
  /** Why the sign-in prompt is open; null when it is not. */
  reason: SessionEndReason | null;
  /** Goes to sign in (and, after a 401, back here afterwards). */
  signIn: () => void;
  /** Closes the prompt and stays; only offered after a 401. */
  stay: () => void;
}

/**
 * When the server no longer knows the admin (docs/domain.md#stale-tokens-and-titles), Home goes straight
 * to the sign-in page, which shows the 401 text (SESSION_ENDED_PARAM); any other page opens the sign-in prompt, so
 * that the admin may keep reading it, and signing in brings them back. Login info
 * without an admin can only be answered by going to sign in. The sign-in and public
 * pages have no session to lose.
 */
export function useSessionEnd(): SessionEnd {
  const [reason, setReason] = useState<SessionEndReason | null>(null);
  const logout = useLogout();
  const { pathname } = useLocation();
  const here = useRef(pathname);
  here.current = pathname;
  // Set while Home hands over to the sign-in page, so that a second failed call does not do it again.
  const leaving = useRef(false);
  useEffect(() => {
    if (pathname !== HOME_ROUTE.path) leaving.current = false;
    // Arrived at sign-in some other way (react-admin's own check of the session): nothing left to ask.
    if (isSignedOutPath(pathname)) setReason(null);
  }, [pathname]);

  useEffect(
    () =>
      onSessionEnd((ended) => {
        const path = here.current;
        if (isSignedOutPath(path)) return;
        if (ended === 'unauthorized' && (path === HOME_ROUTE.path || path === '/')) {
          if (leaving.current) return;
          leaving.current = true;
          logout({}, `${LOGIN_PATH}?${SESSION_ENDED_PARAM}=${SESSION_ENDED_VALUE}`, false);
          return;
        }
        setReason((current) => current ?? ended);
      }),
    [logout],
  );

  const signIn = useCallback(() => {
    // Without a path of its own, logout sends the admin to sign in with the way back (authProvider.logout).
    logout({}, reason === 'no-admin' ? LOGIN_PATH : undefined, false);
    setReason(null);
  }, [logout, reason]);
  const stay = useCallback(() => setReason(null), []);

  return { reason, signIn, stay };
}
