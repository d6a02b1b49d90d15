// The frame of the client portal: phone first, one column, the firm's name and sign-out at the top.
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { LogoMark } from '../../../components/logo';
import { Button } from '../../../components/ui/button';
import { usePortalSignOut } from '../api';

export function PortalLayout({ firmName, signedIn, children }: { firmName?: string | null; signedIn?: boolean; children: ReactNode }) {
  const signOut = usePortalSignOut();
  const navigate = useNavigate();
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-2xl items-center justify-between gap-3 px-4 py-3">
          <Link to="/portal" className="flex min-w-0 items-center gap-2 font-semibold text-slate-900">
            <LogoMark className="h-7 w-7 shrink-0" />
            <span className="truncate">{firmName ? `${firmName} · Client portal` : 'Client portal'}</span>
          </Link>
          {signedIn && (
            <Button
              size="sm"
              variant="outline"
              disabled={signOut.isPending}
              onClick={() => signOut.mutate(undefined, { onSuccess: () => void navigate('/portal') })}
            >
              Sign out
            </Button>
          )}
        </div>
      </header>
      <main className="mx-auto max-w-2xl space-y-5 px-4 py-6">{children}</main>
    </div>
  );
}
