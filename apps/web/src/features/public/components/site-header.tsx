// The public site's navigation bar: anchor links into the landing page, Login, Join Waiting List, and a mobile menu.
import { Menu, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Logo } from '../../../components/logo';

export const sectionLinks = [
  { hash: '#features', label: 'Features' },
  { hash: '#benefits', label: 'Benefits' },
  { hash: '#how-it-works', label: 'How It Works' },
] as const;

// A fixed id (not useId): the prerendered HTML and the browser's render must agree on it.
const MENU_ID = 'site-mobile-menu';

/**
 * The phone menu is a <details> disclosure: the browser opens and closes it by itself, so it works in the
 * prerendered page before (and without) script, and a tap during hydration is never lost. Once the
 * script runs, a followed link closes it and Escape closes it with focus back on the toggle.
 */
function MobileMenu({ linkClass }: { linkClass: string }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const close = () => {
    if (menu.current) menu.current.open = false;
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const details = menu.current;
      if (event.key !== 'Escape' || !details?.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <details ref={menu} className="group md:hidden" data-testid="mobile-menu">
      <summary
        aria-label="Menu"
        aria-controls={MENU_ID}
        className="inline-flex h-11 w-11 cursor-pointer list-none items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
      >
        <Menu className="h-6 w-6 group-open:hidden" aria-hidden="true" />
        <X className="hidden h-6 w-6 group-open:block" aria-hidden="true" />
      </summary>
      <nav
        id={MENU_ID}
        aria-label="Mobile"
        className="absolute inset-x-0 top-16 border-y border-slate-200 bg-white px-4 pb-4 pt-2 shadow-sm"
      >
        <ul className="space-y-1">
          {sectionLinks.map((link) => (
            <li key={link.hash}>
              <Link to={{ pathname: '/', hash: link.hash }} className={`${linkClass} block`} onClick={close}>
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <Link to="/login" className={`${linkClass} block`} onClick={close}>
              Login
            </Link>
          </li>
          <li className="pt-2">
            <Link to="/waiting-list" className={`${buttonClasses('primary')} w-full`} onClick={close}>
              Join Waiting List
            </Link>
          </li>
        </ul>
      </nav>
    </details>
  );
}

export function SiteHeader() {
  const linkClass = 'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900';
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" aria-label="Casecast home" className="rounded-md">
          <Logo />
        </Link>
        <nav aria-label="Site" className="hidden items-center gap-1 md:flex">
          {sectionLinks.map((link) => (
            <Link key={link.hash} to={{ pathname: '/', hash: link.hash }} className={linkClass}>
              {link.label}
            </Link>
          ))}
          <Link to="/login" className={linkClass}>
            Login
          </Link>
          <Link to="/waiting-list" className={`${buttonClasses('primary')} ml-2`}>
            Join Waiting List
          </Link>
        </nav>
        <MobileMenu linkClass={linkClass} />
      </div>
    </header>
  );
}
