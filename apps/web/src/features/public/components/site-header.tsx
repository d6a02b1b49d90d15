// The public site's navigation bar: anchor links into the landing page, Login, Join Waiting List, and a mobile menu.
import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
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

export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  // A followed link closes the menu (each link's onClick); Escape closes it and returns focus to the toggle.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

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
        <button
          ref={toggle}
          type="button"
          className="inline-flex h-11 w-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 md:hidden"
          aria-expanded={open}
          aria-controls={MENU_ID}
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <X className="h-6 w-6" aria-hidden="true" /> : <Menu className="h-6 w-6" aria-hidden="true" />}
        </button>
      </div>
      {open && (
        <nav id={MENU_ID} aria-label="Mobile" className="border-t border-slate-200 bg-white px-4 pb-4 pt-2 md:hidden">
          <ul className="space-y-1">
            {sectionLinks.map((link) => (
              <li key={link.hash}>
                <Link to={{ pathname: '/', hash: link.hash }} className={`${linkClass} block`} onClick={() => setOpen(false)}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/login" className={`${linkClass} block`} onClick={() => setOpen(false)}>
                Login
              </Link>
            </li>
            <li className="pt-2">
              <Link to="/waiting-list" className={`${buttonClasses('primary')} w-full`} onClick={() => setOpen(false)}>
                Join Waiting List
              </Link>
            </li>
          </ul>
        </nav>
      )}
    </header>
  );
}
