import { Navigate, Route, useLocation, useParams } from 'react-router-dom';

/** `/redirect/<path>` shows `<path>`; the detour unmounts the page, so it comes back fresh (a tab's Refresh). */
export const REDIRECT_PREFIX = '/redirect';

export function RedirectPage() {
  const { '*': target = '' } = useParams();
  const { search, hash } = useLocation();
  return <Navigate to={`/${target}${search}${hash}`} replace />;
}

/** The refresh helper's route, inside the layout so that the frame around the page stays as it is. */
export const redirectRoute = <Route key="redirect" path={`${REDIRECT_PREFIX}/*`} element={<RedirectPage />} />;
