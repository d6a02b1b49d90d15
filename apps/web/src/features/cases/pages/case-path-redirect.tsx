// /dashboard/cases/:id (the spec's path after creating a case) leads to the case page at /dashboard/case/:id.
import { Navigate, useParams } from 'react-router';

export function CasePathRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={`/dashboard/case/${encodeURIComponent(id)}`} replace />;
}
