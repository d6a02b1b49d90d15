// The dashboard shell: header with logo, product name, tagline, global search and user menu; left navigation; the page.
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import {
  BarChart3,
  BookUser,
  Briefcase,
  CalendarDays,
  ClipboardList,
  ListChecks,
  FileText,
  LayoutDashboard,
  LogOut,
  Menu,
  Settings,
  Trophy,
  X,
} from 'lucide-react';
import { useState } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { cn } from '../../components/ui/cn';
import { useMe } from '../../lib/auth';
import { useSignOut } from '../auth/api';
import { LogoMark } from '../../components/logo';
import { GlobalSearch } from './global-search';

const navigation = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/dashboard/cases', label: 'Cases', icon: Briefcase, end: false },
  { to: '/dashboard/calendar', label: 'Calendar', icon: CalendarDays, end: false },
  { to: '/dashboard/tasks', label: 'Tasks', icon: ListChecks, end: false },
  { to: '/dashboard/contacts', label: 'Contacts', icon: BookUser, end: false },
  { to: '/dashboard/documents', label: 'Documents', icon: FileText, end: false },
  { to: '/dashboard/predictions', label: 'Predictions', icon: BarChart3, end: false },
  { to: '/dashboard/attorneys', label: 'Attorney WAR', icon: Trophy, end: false },
  { to: '/dashboard/settings', label: 'Settings', icon: Settings, end: false },
];
/** Only for instance administrators (ADMIN_EMAILS). */
const adminNavigation = [{ to: '/dashboard/admin/waitlist', label: 'Waiting list', icon: ClipboardList, end: false }];

function UserMenu() {
  const me = useMe();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = me.data?.user;
  const email = user?.email ?? '';
  const name = user?.name || 'User';
  const initial = email ? email[0]!.toUpperCase() : 'U';

  const signOutRequest = useSignOut();
  const signOut = async () => {
    try {
      await signOutRequest.mutateAsync();
    } finally {
      queryClient.clear();
      void navigate('/login', { replace: true });
    }
  };

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="flex items-center gap-2 rounded-full p-1 pr-3 hover:bg-slate-100"
        aria-label={`${initial} ${name}, user menu`}
      >
        {/* The name starts with what the button shows (the initial, and the name from sm up), so speech input
            users can say what they see (WCAG 2.5.3, axe label-content-name-mismatch). */}
        <span
          aria-hidden="true"
          className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white"
        >
          {initial}
        </span>
        <span className="hidden text-sm font-medium text-slate-700 sm:inline">{name}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-56 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          <div className="px-3 py-2">
            <p className="text-sm font-medium text-slate-900">{name}</p>
            <p className="truncate text-xs text-slate-500">{email}</p>
            {me.data?.firm && <p className="mt-1 truncate text-xs text-slate-500">{me.data.firm.name}</p>}
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item
            onSelect={() => void signOut()}
            className="flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100"
          >
            <LogOut className="h-4 w-4" /> Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function NavigationLinks({ onNavigate }: { onNavigate?: () => void }) {
  const me = useMe();
  const items = me.data?.isAdmin ? [...navigation, ...adminNavigation] : navigation;
  return (
    <nav aria-label="Main" className="space-y-1">
      {items.map(({ to, label, icon: Icon, end }) => (
        <NavLink
          key={to}
          to={to}
          end={end}
          onClick={onNavigate}
          className={({ isActive }) =>
            cn(
              'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium',
              isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
            )
          }
        >
          <Icon className="h-4 w-4" aria-hidden="true" />
          {label}
        </NavLink>
      ))}
    </nav>
  );
}

export function DashboardLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="min-h-screen bg-slate-50">
      {/* First stop for Tab: past the header and the navigation straight to the page. */}
      <a
        href="#main-content"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main-content')?.focus();
        }}
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-brand-700 focus:shadow-lg focus:outline focus:outline-2 focus:outline-brand-600"
      >
        Skip to main content
      </a>
      <header className="sticky top-0 z-30 flex h-16 items-center justify-between border-b border-slate-200 bg-white px-4 lg:px-6">
        <div className="flex items-center gap-3">
          <button
            type="button"
            className="rounded p-2 text-slate-600 hover:bg-slate-100 lg:hidden"
            aria-label={menuOpen ? 'Close navigation' : 'Open navigation'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X className="h-5 w-5" /> : <Menu className="h-5 w-5" />}
          </button>
          <NavLink to="/dashboard" className="flex items-center gap-2">
            <LogoMark />
            <span className="flex flex-col leading-tight">
              <span className="text-lg font-bold text-slate-900">Casecast</span>
              <span className="text-[11px] font-semibold tracking-[0.18em] text-slate-500">CASE PREDICTION</span>
            </span>
          </NavLink>
        </div>
        <div className="flex items-center gap-2 sm:gap-3">
          <GlobalSearch />
          <UserMenu />
        </div>
      </header>
      <div className="flex">
        <aside className="hidden w-60 shrink-0 border-r border-slate-200 bg-white p-4 lg:block lg:min-h-[calc(100vh-4rem)]">
          <NavigationLinks />
        </aside>
        {menuOpen && (
          <aside className="fixed inset-x-0 top-16 z-20 border-b border-slate-200 bg-white p-4 shadow-lg lg:hidden">
            <NavigationLinks onNavigate={() => setMenuOpen(false)} />
          </aside>
        )}
        <main id="main-content" tabIndex={-1} className="min-w-0 flex-1 p-4 outline-none lg:p-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
