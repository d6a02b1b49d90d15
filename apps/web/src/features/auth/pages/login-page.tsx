// /login: email and password, Remember me, the verified/reset notices, and the two-factor step.
// The form is also a plain POST to /login (the server's form route): before the page hydrates, or
// without script, it signs in all the same and comes back here with ?signin=<outcome> when it fails.
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { loginFormOutcomeMessage, loginFormSchema, twoFactorCodeFormSchema } from '@casecast/domain';
import { AuthLayout } from '../auth-layout';
import { RedirectIfSignedIn } from '../redirect-if-signed-in';
import { useSignIn, useVerifySecondFactor } from '../api';
import { Alert } from '../../../components/ui/feedback';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormError, useZodForm } from '../../../components/ui/form';
import { Checkbox, Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { useRefreshMe } from '../../../lib/auth';
import { useDocumentTitle } from '../../../lib/use-document-title';

function LoginNotice() {
  const [params] = useSearchParams();
  const formOutcome = loginFormOutcomeMessage(params.get('signin'));
  if (formOutcome) return <Alert tone="error">{formOutcome}</Alert>;
  if (params.get('verified') === 'false')
    return <Alert tone="info">Please check your email to verify your account before logging in.</Alert>;
  if (params.get('verified') === 'true') return <Alert tone="success">Your email address is verified. You can log in now.</Alert>;
  if (params.get('reset') === 'true') return <Alert tone="success">Password reset successful. Please login with your new password.</Alert>;
  if (params.get('error')) return <Alert tone="error">This link is invalid or has expired. Log in to get a new verification email.</Alert>;
  return null;
}

function TwoFactorStep({ onDone }: { onDone: () => Promise<void> }) {
  const [useBackup, setUseBackup] = useState(false);
  const verify = useVerifySecondFactor();
  const form = useZodForm(twoFactorCodeFormSchema, { defaultValues: { code: '', trustDevice: false } });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async ({ code, trustDevice }) => {
    try {
      await verify.mutateAsync({ code, backup: useBackup, trustDevice });
      await onDone();
    } catch {
      // shown from verify.error
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
      <p className="text-sm text-slate-600">
        {useBackup
          ? 'Enter one of the backup codes you saved when you turned on two-factor authentication.'
          : 'Enter the 6-digit code from your authenticator app.'}
      </p>
      <FormError error={verify.error} />
      <Field label={useBackup ? 'Backup code' : 'Authentication code'} htmlFor="code" invalid={Boolean(errors.code)}>
        <Input id="code" autoFocus autoComplete="one-time-code" inputMode={useBackup ? 'text' : 'numeric'} {...form.register('code')} />
      </Field>
      {!useBackup && (
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <Checkbox {...form.register('trustDevice')} /> Trust this device for 30 days
        </label>
      )}
      <Button type="submit" className="w-full" disabled={verify.isPending || form.formState.isSubmitting}>
        {verify.isPending || form.formState.isSubmitting ? 'Verifying...' : 'Verify'}
      </Button>
      <button
        type="button"
        className="text-sm text-brand-600 hover:underline"
        onClick={() => {
          setUseBackup((value) => !value);
          form.reset({ code: '', trustDevice: form.getValues('trustDevice') });
          verify.reset();
        }}
      >
        {useBackup ? 'Use your authenticator app instead' : 'Use a backup code instead'}
      </button>
    </form>
  );
}

export function LoginPage() {
  useDocumentTitle('Log in');
  const navigate = useNavigate();
  const refreshMe = useRefreshMe();
  const signIn = useSignIn();
  const [params] = useSearchParams();
  // A form POST that needs the second factor comes back with ?signin=two-factor (and the two-factor cookie).
  const [needsCode, setNeedsCode] = useState(params.get('signin') === 'two-factor');
  const next = params.get('next');
  // The spec's login rule: an empty field stops the submit and is marked, without a message (loginFormSchema).
  const form = useZodForm(loginFormSchema, { defaultValues: { email: '', password: '', rememberMe: false } });
  const errors = form.formState.errors;

  const finish = async () => {
    await refreshMe();
    void navigate(next && next.startsWith('/') && !next.startsWith('//') ? next : '/dashboard', { replace: true });
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await signIn.mutateAsync(values);
      if (result.twoFactorRedirect) {
        setNeedsCode(true);
        return;
      }
      await finish();
    } catch {
      // shown from signIn.error
    }
  });
  const busy = form.formState.isSubmitting;

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
          <form method="post" action="/login" onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
            {!signIn.error && <LoginNotice />}
            <FormError error={signIn.error} fallback="Invalid login credentials" />
            <Field label="Email address" htmlFor="email" invalid={Boolean(errors.email)}>
              <Input id="email" type="email" autoComplete="email" required {...form.register('email')} />
            </Field>
            <Field label="Password" htmlFor="password" invalid={Boolean(errors.password)}>
              <PasswordInput id="password" autoComplete="current-password" required {...form.register('password')} />
            </Field>
            <div className="flex items-center justify-between">
              <label className="flex items-center gap-2 text-sm text-slate-700">
                <Checkbox {...form.register('rememberMe')} /> Remember me
              </label>
              <Link to="/forgot-password" className="text-sm font-medium text-brand-600 hover:underline">
                Forgot password?
              </Link>
            </div>
            <Button type="submit" className="w-full" disabled={busy}>
              {busy ? 'Logging in...' : 'Log in'}
            </Button>
          </form>
        )}
      </AuthLayout>
    </RedirectIfSignedIn>
  );
}
