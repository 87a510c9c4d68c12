import type { ReactNode } from 'react';
import { Loading, usePermissions } from 'react-admin';
import { Navigate } from 'react-router-dom';

/**
 * The navigation guard (docs/domain.md#permissions-and-ownership): a route opens only for an admin holding its code;
 * others go to /403. When the codes cannot be read (the session ended on the server)
 * nothing is decided here: the sign-in prompt takes over, and after signing in the
 * admin comes back to this page rather than to /403.
 */
export function RequirePermission({ code, children }: { code: string; children: ReactNode }) {
  const { permissions, isPending, error } = usePermissions<string[]>();
  if (isPending) return <Loading />;
  if (error) return null;
  if (!permissions?.includes(code)) return <Navigate to="/403" replace />;
  return <>{children}</>;
}
