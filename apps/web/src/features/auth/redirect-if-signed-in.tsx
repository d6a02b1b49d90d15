// Account pages are for visitors: a signed-in user goes straight to the dashboard. The page shows while
// the session is checked, so the prerendered /login is the form itself and works before the script runs.
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useMe } from '../../lib/auth';

export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const me = useMe();
  if (me.data) return <Navigate to="/dashboard" replace />;
  return <>{children}</>;
}
