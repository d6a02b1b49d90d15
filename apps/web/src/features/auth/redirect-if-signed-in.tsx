// Account pages are for visitors: a signed-in user goes straight to the dashboard.
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageSpinner } from '../../components/ui/feedback';
import { useMe } from '../../lib/auth';

export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const me = useMe();
  if (me.isPending) return <PageSpinner />;
  if (me.data) return <Navigate to="/dashboard" replace />;
  return <>{children}</>;
}
