// The dashboard's catch-all: 'Page Not Found' with the current path and the expected case address.
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/feedback';
import { useDocumentTitle } from '../../lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  const location = useLocation();
  return (
    <Card className="mx-auto max-w-xl p-8 text-center">
      <h1 className="text-2xl font-semibold">Page Not Found</h1>
      <p className="mt-3 text-sm text-slate-600">
        Nothing lives at <code className="rounded bg-slate-100 px-1.5 py-0.5">{location.pathname}</code>.
      </p>
      <p className="mt-2 text-sm text-slate-600">
        A case&apos;s page has the form <code className="rounded bg-slate-100 px-1.5 py-0.5">/dashboard/case/[case-id]</code>.
      </p>
      <Link to="/dashboard" className={buttonClasses('primary') + ' mt-6'}>
        Return to Dashboard
      </Link>
    </Card>
  );
}
