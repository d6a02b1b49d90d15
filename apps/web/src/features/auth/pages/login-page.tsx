// /login: email and password, Remember me, the verified/reset notices, and the two-factor step.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '../auth-layout';
import { RedirectIfSignedIn } from '../redirect-if-signed-in';
import { Alert } from '../../../components/ui/feedback';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Checkbox, Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { errorMessage } from '../../../lib/api';
import { authApi, useRefreshMe } from '../../../lib/auth';
import { useDocumentTitle } from '../../../lib/use-document-title';

function LoginNotice() {
  const [params] = useSearchParams();
  if (params.get('verified') === 'false') return <Alert tone="info">Please check your email to verify your account before logging in.</Alert>;
  if (params.get('verified') === 'true') return <Alert tone="success">Your email address is verified. You can log in now.</Alert>;
  if (params.get('reset') === 'true') return <Alert tone="success">Password reset successful. Please login with your new password.</Alert>;
  if (params.get('error')) return <Alert tone="error">This link is invalid or has expired. Log in to get a new verification email.</Alert>;
  return null;
}

function TwoFactorStep({ onDone }: { onDone: () => Promise<void> }) {
  const [code, setCode] = useState('');
  const [useBackup, setUseBackup] = useState(false);
  const [trustDevice, setTrustDevice] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    setLoading(true);
    setError(null);
    try {
      if (useBackup) await authApi.verifyBackupCode({ code: code.trim() });
      else await authApi.verifyTotp({ code: code.trim(), trustDevice });
      await onDone();
    } catch (caught) {
      setError(errorMessage(caught));
      setLoading(false);
    }
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <p className="text-sm text-slate-600">
        {useBackup ? 'Enter one of the backup codes you saved when you turned on two-factor authentication.' : 'Enter the 6-digit code from your authenticator app.'}
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      <Field label={useBackup ? 'Backup code' : 'Authentication code'} htmlFor="code">
        <Input
          id="code"
          autoFocus
          autoComplete="one-time-code"
          inputMode={useBackup ? 'text' : 'numeric'}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </Field>
      {!useBackup && (
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <Checkbox checked={trustDevice} onChange={(event) => setTrustDevice(event.target.checked)} /> Trust this device for 30 days
        </label>
      )}
      <Button type="submit" className="w-full" disabled={loading}>
        {loading ? 'Verifying...' : 'Verify'}
      </Button>
      <button type="button" className="text-sm text-brand-600 hover:underline" onClick={() => { setUseBackup((value) => !value); setCode(''); setError(null); }}>
        {useBackup ? 'Use your authenticator app instead' : 'Use a backup code instead'}
      </button>
    </form>
  );
}

export function LoginPage() {
  useDocumentTitle('Log in');
  const navigate = useNavigate();
  const refreshMe = useRefreshMe();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [needsCode, setNeedsCode] = useState(false);
  const [params] = useSearchParams();
  const next = params.get('next');

  const finish = async () => {
    await refreshMe();
    navigate(next && next.startsWith('/') && !next.startsWith('//') ? next : '/dashboard', { replace: true });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email || !password) return;
    setLoading(true);
    setError(null);
    try {
      const result = await authApi.signIn({ email, password, rememberMe });
      if (result.twoFactorRedirect) {
        setNeedsCode(true);
        setLoading(false);
        return;
      }
      await finish();
    } catch (caught) {
      setError(errorMessage(caught, 'Invalid login credentials'));
      setLoading(false);
    }
  };

  return (
    <RedirectIfSignedIn>
      <AuthLayout
        title={needsCode ? 'Two-factor authentication' : 'Log in to your account'}
        subtitle={needsCode ? undefined : 'Welcome back to Casecast.'}
        footer={
          <>
            Don&apos;t have an account?{' '}
            <Link to="/register" className="font-medium text-brand-600 hover:underline">
              Create an account
            </Link>
          </>
        }
      >
        {needsCode ? (
          <TwoFactorStep onDone={finish} />
        ) : (
          <form onSubmit={submit} className="space-y-4" noValidate>
            <LoginNotice />
            {error && <Alert tone="error">{error}</Alert>}
            <Field label="Email address" htmlFor="email">
              <Input id="email" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} required />
            </Field>
            <Field label="Password" htmlFor="password">
              <PasswordInput id="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} required />
            </Field>
            <div className="flex items-center justify-between">
              <label className="flex items-center gap-2 text-sm text-slate-700">
                <Checkbox checked={rememberMe} onChange={(event) => setRememberMe(event.target.checked)} /> Remember me
              </label>
              <Link to="/forgot-password" className="text-sm font-medium text-brand-600 hover:underline">
                Forgot password?
              </Link>
            </div>
            <Button type="submit" className="w-full" disabled={loading}>
              {loading ? 'Logging in...' : 'Log in'}
            </Button>
          </form>
        )}
      </AuthLayout>
    </RedirectIfSignedIn>
  );
}
