// /register: 'Create an account' — the new account's firm takes the Company/Law Firm name.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@casecast/domain';
import { AuthLayout } from '../auth-layout';
import { RedirectIfSignedIn } from '../redirect-if-signed-in';
import { Alert } from '../../../components/ui/feedback';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Checkbox, Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { errorMessage } from '../../../lib/api';
import { authApi } from '../../../lib/auth';
import { useDocumentTitle } from '../../../lib/use-document-title';

export function RegisterPage() {
  useDocumentTitle('Create an account');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const invitedEmail = params.get('email') ?? '';
  const [form, setForm] = useState({ name: '', company: '', email: invitedEmail, password: '', confirm: '' });
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) => setForm((current) => ({ ...current, [key]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!form.name.trim() || !form.email.trim() || !form.password || !form.confirm) return setError('Please fill in all required fields');
    if (form.password !== form.confirm) return setError('Passwords do not match');
    if (form.password.length < PASSWORD_MIN_LENGTH) return setError('Password must be at least 8 characters');
    setLoading(true);
    try {
      const result = (await authApi.signUp({
        name: form.name.trim(),
        email: form.email.trim(),
        password: form.password,
        ...(form.company.trim() ? { company: form.company.trim() } : {}),
      })) as { user?: { emailVerified?: boolean } };
      const invite = params.get('invite');
      const verified = result.user?.emailVerified ? 'true' : 'false';
      navigate(`/login?verified=${verified}${invite ? `&next=${encodeURIComponent(`/invite/${invite}`)}` : ''}`, { replace: true });
    } catch (caught) {
      setError(errorMessage(caught, 'An error occurred during sign up'));
      setLoading(false);
    }
  };

  return (
    <RedirectIfSignedIn>
      <AuthLayout
        title="Create an account"
        subtitle="Start tracking cases and predicting settlements."
        footer={
          <>
            Already have an account?{' '}
            <Link to="/login" className="font-medium text-brand-600 hover:underline">
              Log in
            </Link>
          </>
        }
      >
        <form onSubmit={submit} className="space-y-4">
          {error && <Alert tone="error">{error}</Alert>}
          <Field label="Full Name" htmlFor="name">
            <Input id="name" autoComplete="name" maxLength={100} value={form.name} onChange={set('name')} />
          </Field>
          <Field label="Company/Law Firm" htmlFor="company" hint="Optional. Your firm in Casecast takes this name.">
            <Input id="company" autoComplete="organization" maxLength={100} value={form.company} onChange={set('company')} />
          </Field>
          <Field label="Email address" htmlFor="email">
            <Input id="email" type="text" inputMode="email" autoComplete="email" value={form.email} onChange={set('email')} />
          </Field>
          <Field label="Password" htmlFor="password" hint="Minimum 8 characters">
            <PasswordInput id="password" autoComplete="new-password" value={form.password} onChange={set('password')} />
          </Field>
          <Field label="Confirm Password" htmlFor="confirm">
            <PasswordInput id="confirm" autoComplete="new-password" value={form.confirm} onChange={set('confirm')} />
          </Field>
          <label className="flex items-start gap-2 text-sm text-slate-700">
            <Checkbox id="terms" required className="mt-0.5" />
            <span>
              I agree to the{' '}
              <Link to="/terms" className="text-brand-600 hover:underline">
                Terms of Service
              </Link>{' '}
              and{' '}
              <Link to="/privacy" className="text-brand-600 hover:underline">
                Privacy Policy
              </Link>
            </span>
          </label>
          <Button type="submit" className="w-full" disabled={loading}>
            {loading ? 'Creating account...' : 'Create account'}
          </Button>
        </form>
      </AuthLayout>
    </RedirectIfSignedIn>
  );
}
