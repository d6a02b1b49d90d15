// /forgot-password: 'Reset your password' — sends a link whether or not the address has an account.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { AuthLayout } from '../auth-layout';
import { Alert } from '../../../components/ui/feedback';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api';
import { authApi } from '../../../lib/auth';
import { useDocumentTitle } from '../../../lib/use-document-title';

export function ForgotPasswordPage() {
  useDocumentTitle('Reset your password');
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!email.trim()) return setError('Please enter your email address.');
    setLoading(true);
    try {
      await authApi.requestPasswordReset(email.trim());
      setSentTo(email.trim());
    } catch (caught) {
      setError(errorMessage(caught, 'Error sending password reset email'));
    } finally {
      setLoading(false);
    }
  };

  const backToLogin = (
    <Link to="/login" className="font-medium text-brand-600 hover:underline">
      Back to login
    </Link>
  );

  if (sentTo) {
    return (
      <AuthLayout title="Reset link sent!" footer={backToLogin}>
        <Alert tone="success">
          If an account is found for <strong>{sentTo}</strong>, you will receive an email with instructions to reset your password.
        </Alert>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Reset your password" subtitle="Enter your email address and we will send you a link to reset your password." footer={backToLogin}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        {error && <Alert tone="error">{error}</Alert>}
        <Field label="Email address" htmlFor="email">
          <Input id="email" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        </Field>
        <Button type="submit" className="w-full" disabled={loading}>
          {loading ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>
    </AuthLayout>
  );
}
