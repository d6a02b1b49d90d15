// The public site's catch-all: 'Page Not Found' with the path asked for and a way home.
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';

export function PublicNotFoundPage() {
  useDocumentTitle('Page Not Found');
  const location = useLocation();
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center px-6 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">Page Not Found</h1>
      <p className="mt-3 text-sm text-slate-600">
        Nothing lives at <code className="rounded bg-slate-100 px-1.5 py-0.5">{location.pathname}</code>.
      </p>
      <Link to="/" className={buttonClasses('primary') + ' mt-6'}>
        Go to the home page
      </Link>
    </main>
  );
}
