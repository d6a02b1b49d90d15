// /portal/sign-in#token=…: the emailed link lands here. The token stays in the fragment (never sent in a URL) and is
// spent only when the client presses the button, so a mail scanner opening the link cannot use it up.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/feedback';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePortalSignIn } from '../api';
import { PortalLayout } from '../components/portal-layout';

export function PortalSignInPage() {
  useDocumentTitle('Sign in to your case portal');
  const [token] = useState(() => new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '');
  const signIn = usePortalSignIn();
  const navigate = useNavigate();
  const go = () =>
    signIn.mutate(token, {
      onSuccess: (me) => {
        window.history.replaceState(null, '', '/portal/sign-in');
        const only = me.cases.length === 1 ? me.cases[0] : undefined;
        void navigate(only ? `/portal/cases/${encodeURIComponent(only.id)}` : '/portal', { replace: true });
      },
    });
  return (
    <PortalLayout>
      <h1 className="text-2xl font-semibold text-slate-900">Your case portal</h1>
      {!token ? (
        <Alert tone="error">
          This link is incomplete. <Link to="/portal">Ask for a new sign-in link</Link>.
        </Alert>
      ) : (
        <>
          <p className="text-slate-700">Press the button to sign in. The link works only once.</p>
          {signIn.isError && (
            <Alert tone="error">
              {errorMessage(signIn.error)}{' '}
              <Link to="/portal" className="font-medium underline">
                Get a new link
              </Link>
            </Alert>
          )}
          <Button className="w-full" onClick={go} disabled={signIn.isPending || signIn.isError}>
            {signIn.isPending ? 'Signing in…' : 'Sign in to my case portal'}
          </Button>
        </>
      )}
    </PortalLayout>
  );
}
