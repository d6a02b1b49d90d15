// /forgot-password: 'Reset your password' — sends a link whether or not the address has an account.
import { useState } from 'react';
import { Link } from 'react-router';
import { forgotPasswordFormSchema } from '@casecast/domain';
import { AuthLayout } from '../auth-layout';
import { useRequestPasswordReset } from '../api';
import { Alert } from '../../../components/ui/feedback';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormError, useZodForm } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { useDocumentTitle } from '../../../lib/use-document-title';

export function ForgotPasswordPage() {
  useDocumentTitle('Reset your password');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useRequestPasswordReset();
  const form = useZodForm(forgotPasswordFormSchema, { defaultValues: { email: '' } });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await request.mutateAsync(email);
      setSentTo(email);
    } catch {
      // shown from request.error
    }
  });
  const busy = form.formState.isSubmitting;

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
    <AuthLayout
      title="Reset your password"
      subtitle="Enter your email address and we will send you a link to reset your password."
      footer={backToLogin}
    >
      <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
        <FormError error={request.error} fallback="Error sending password reset email" />
        <Field label="Email address" htmlFor="email" error={errors.email?.message}>
          <Input id="email" type="email" autoComplete="email" {...form.register('email')} />
        </Field>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>
    </AuthLayout>
  );
}
