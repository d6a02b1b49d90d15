// The public site's footer: Product, Company and Legal columns, the blog and the firm's professional-network page.
import { Linkedin } from 'lucide-react';
import { Link } from 'react-router';
import { LogoMark } from '../../../components/logo';

const columns = [
  {
    title: 'Product',
    links: [
      { to: '/#features', label: 'Features' },
      { to: '/#benefits', label: 'Benefits' },
      { to: '/#how-it-works', label: 'How It Works' },
      { to: '/waiting-list', label: 'Join Waiting List' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/blog', label: 'Blog' },
      { to: '/login', label: 'Login' },
      { to: '/privacy#contact', label: 'Contact' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/terms', label: 'Terms of Service' },
      { to: '/privacy', label: 'Privacy Policy' },
    ],
  },
];

export const LINKEDIN_URL = 'https://www.linkedin.com/company/casecast';

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.5fr_repeat(3,1fr)]">
        <div>
          <div className="flex items-center gap-2">
            <LogoMark />
            <span className="text-xl font-bold text-white">Casecast</span>
          </div>
          <p className="mt-3 max-w-xs text-sm text-slate-300">
            Case management and explainable settlement predictions for personal-injury law firms.
          </p>
          <a
            href={LINKEDIN_URL}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-4 inline-flex items-center gap-2 rounded-md text-sm font-medium text-white hover:underline"
          >
            <Linkedin className="h-5 w-5" aria-hidden="true" />
            Casecast on LinkedIn
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{column.title}</h2>
            <ul className="mt-3 space-y-1">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className="inline-block py-1 text-sm text-slate-300 hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-6xl px-4 py-6 text-xs text-slate-400 sm:px-6">
          © {new Date().getFullYear()} Casecast. Casecast is software for law firms; it does not give legal advice, and its predictions are
          estimates, not guarantees of any outcome.
        </p>
      </div>
    </footer>
  );
}
