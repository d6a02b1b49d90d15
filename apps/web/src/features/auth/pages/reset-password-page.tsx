// /reset-password: 'Set new password' from the emailed link's token.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@casecast/domain';
import { AuthLayout } from '../auth-layout';
import { RedirectIfSignedIn } from '../redirect-if-signed-in';
import { Alert } from '../../../components/ui/feedback';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';
import { errorMessage } from '../../../lib/api';
import { authApi } from '../../../lib/auth';
import { useDocumentTitle } from '../../../lib/use-document-title';

export function ResetPasswordPage() {
  useDocumentTitle('Set new password');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const linkError = params.get('error');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!password || !confirm) return setError('Please enter both password fields.');
    if (password !== confirm) return setError('Passwords do not match.');
    if (password.length < PASSWORD_MIN_LENGTH) return setError('Password must be at least 8 characters.');
    if (!token) return setError('This reset link is incomplete. Please request a new one.');
    setLoading(true);
    try {
      await authApi.resetPassword({ newPassword: password, token });
      navigate('/login?reset=true', { replace: true });
    } catch (caught) {
      setError(errorMessage(caught, 'Error resetting password'));
      setLoading(false);
    }
  };

  return (
    <RedirectIfSignedIn>
      <AuthLayout
        title="Set new password"
        subtitle="Choose a new password for your account."
        footer={
          <Link to="/login" className="font-medium text-brand-600 hover:underline">
            Back to login
          </Link>
        }
      >
        {linkError || !token ? (
          <Alert tone="error">
            This reset link is invalid or has expired.{' '}
            <Link to="/forgot-password" className="font-medium underline">
              Request a new one
            </Link>
            .
          </Alert>
        ) : (
          <form onSubmit={submit} className="space-y-4" noValidate>
            {error && <Alert tone="error">{error}</Alert>}
            <Field label="New Password" htmlFor="new-password" hint="Minimum 8 characters">
              <PasswordInput id="new-password" autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)} />
            </Field>
            <Field label="Confirm New Password" htmlFor="confirm-password">
              <PasswordInput id="confirm-password" autoComplete="new-password" value={confirm} onChange={(event) => setConfirm(event.target.value)} />
            </Field>
            <Button type="submit" className="w-full" disabled={loading}>
              {loading ? 'Updating Password...' : 'Reset Password'}
            </Button>
          </form>
        )}
      </AuthLayout>
    </RedirectIfSignedIn>
  );
}
