// /register: 'Create an account' — the new account's firm takes the Company/Law Firm name.
import { Link, useNavigate, useSearchParams } from 'react-router';
import { registerFormSchema } from '@casecast/domain';
import { AuthLayout } from '../auth-layout';
import { RedirectIfSignedIn } from '../redirect-if-signed-in';
import { useSignUp } from '../api';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormError, useZodForm } from '../../../components/ui/form';
import { Checkbox, Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { useDocumentTitle } from '../../../lib/use-document-title';

export function RegisterPage() {
  useDocumentTitle('Create an account');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signUp = useSignUp();
  const form = useZodForm(registerFormSchema, {
    defaultValues: { name: '', company: '', email: params.get('email') ?? '', password: '', confirm: '' },
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await signUp.mutateAsync({
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
        ...(values.company.trim() ? { company: values.company.trim() } : {}),
      });
      const invite = params.get('invite');
      const verified = result.user?.emailVerified ? 'true' : 'false';
      void navigate(`/login?verified=${verified}${invite ? `&next=${encodeURIComponent(`/invite/${invite}`)}` : ''}`, { replace: true });
    } catch {
      // shown from signUp.error
    }
  });
  const busy = form.formState.isSubmitting;

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
        {/* Not noValidate: the terms checkbox is required by the browser form (spec). */}
        <form onSubmit={(event) => void submit(event)} className="space-y-4">
          <FormError error={signUp.error} fallback="An error occurred during sign up" />
          <Field label="Full Name" htmlFor="name" error={errors.name?.message}>
            <Input id="name" autoComplete="name" maxLength={100} {...form.register('name')} />
          </Field>
          <Field
            label="Company/Law Firm"
            htmlFor="company"
            hint="Optional. Your firm in Casecast takes this name."
            error={errors.company?.message}
          >
            <Input id="company" autoComplete="organization" maxLength={100} {...form.register('company')} />
          </Field>
          <Field label="Email address" htmlFor="email" error={errors.email?.message}>
            <Input id="email" type="text" inputMode="email" autoComplete="email" {...form.register('email')} />
          </Field>
          <Field label="Password" htmlFor="password" hint="Minimum 8 characters" error={errors.password?.message}>
            <PasswordInput id="password" autoComplete="new-password" {...form.register('password')} />
          </Field>
          <Field label="Confirm Password" htmlFor="confirm" error={errors.confirm?.message}>
            <PasswordInput id="confirm" autoComplete="new-password" {...form.register('confirm')} />
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
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? 'Creating account...' : 'Create account'}
          </Button>
        </form>
      </AuthLayout>
    </RedirectIfSignedIn>
  );
}
