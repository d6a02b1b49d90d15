// /dashboard: the firm's overview. The metric cards arrive with the analytics work; until then, a welcome.
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/feedback';
import { useMe } from '../../lib/auth';
import { useDocumentTitle } from '../../lib/use-document-title';

export function DashboardHomePage() {
  useDocumentTitle('Dashboard');
  const me = useMe();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Dashboard</h1>
          <p className="text-sm text-slate-500">
            Welcome, {me.data?.user.name || 'User'}
            {me.data?.firm ? ` · ${me.data.firm.name}` : ''}
          </p>
        </div>
        <Link to="/dashboard/cases/new" className={buttonClasses('primary')}>
          Create Case
        </Link>
      </div>
      <Card className="p-6 text-sm text-slate-600">Your firm&apos;s metrics and recent cases will appear here.</Card>
    </div>
  );
}
