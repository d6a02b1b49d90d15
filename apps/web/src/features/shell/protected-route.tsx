// Dashboard routes need a signed-in user: a spinner while the session is checked, else off to /login.
import { Navigate, Outlet, useLocation } from 'react-router';
import { Alert, PageSpinner } from '../../components/ui/feedback';
import { useMe } from '../../lib/auth';

export function ProtectedRoute() {
  const me = useMe();
  const location = useLocation();
  if (me.isPending) return <PageSpinner />;
  if (me.isError) {
    return (
      <div className="mx-auto mt-24 max-w-md px-4">
        <Alert tone="error">We could not reach the Casecast server. Please check your connection and reload the page.</Alert>
      </div>
    );
  }
  if (!me.data) {
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/login?next=${next}`} replace />;
  }
  return <Outlet />;
}

/** /case/{id}/* is the old address of a case: it moves under /dashboard. */
export function LegacyCaseRedirect() {
  const location = useLocation();
  return <Navigate to={location.pathname.replace(/^\/case\//, '/dashboard/case/') + location.search} replace />;
}
