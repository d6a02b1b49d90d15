// / — the public landing page.
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Logo } from '../shell/logo';
import { useDocumentTitle } from '../../lib/use-document-title';

export function LandingPage() {
  useDocumentTitle('');
  return (
    <div className="min-h-screen bg-white">
      <header className="mx-auto flex max-w-6xl items-center justify-between px-4 py-5">
        <Logo />
        <nav className="flex items-center gap-3">
          <Link to="/login" className={buttonClasses('ghost')}>
            Login
          </Link>
          <Link to="/register" className={buttonClasses('primary')}>
            Join Waiting List
          </Link>
        </nav>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-24 text-center">
        <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">Know what every case is worth</h1>
        <p className="mt-6 text-lg text-slate-600">
          Casecast keeps your personal-injury cases in order and predicts settlement values with an honest range and the reasons behind them.
        </p>
      </main>
    </div>
  );
}
