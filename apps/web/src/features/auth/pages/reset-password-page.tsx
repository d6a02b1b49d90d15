// /reset-password: 'Set new password' from the emailed link's token.
import { Link, useNavigate, useSearchParams } from 'react-router';
import { resetPasswordFormSchema } from '@casecast/domain';
import { AuthLayout } from '../auth-layout';
import { RedirectIfSignedIn } from '../redirect-if-signed-in';
import { useResetPassword } from '../api';
import { Alert } from '../../../components/ui/feedback';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormError, useZodForm } from '../../../components/ui/form';
import { PasswordInput } from '../../../components/ui/password-input';
import { useDocumentTitle } from '../../../lib/use-document-title';

export function ResetPasswordPage() {
  useDocumentTitle('Set new password');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const linkError = params.get('error');
  const reset = useResetPassword();
  const form = useZodForm(resetPasswordFormSchema, { defaultValues: { password: '', confirm: '' } });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async ({ password }) => {
    if (!token) return;
    try {
      await reset.mutateAsync({ newPassword: password, token });
      void navigate('/login?reset=true', { replace: true });
    } catch {
      // shown from reset.error
    }
  });
  const busy = form.formState.isSubmitting;

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
          <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
            <FormError error={reset.error} fallback="Error resetting password" />
            <Field label="New Password" htmlFor="new-password" hint="Minimum 8 characters" error={errors.password?.message}>
              <PasswordInput id="new-password" autoComplete="new-password" {...form.register('password')} />
            </Field>
            <Field label="Confirm New Password" htmlFor="confirm-password" error={errors.confirm?.message}>
              <PasswordInput id="confirm-password" autoComplete="new-password" {...form.register('confirm')} />
            </Field>
            <Button type="submit" className="w-full" disabled={busy}>
              {busy ? 'Updating Password...' : 'Reset Password'}
            </Button>
          </form>
        )}
      </AuthLayout>
    </RedirectIfSignedIn>
  );
}
