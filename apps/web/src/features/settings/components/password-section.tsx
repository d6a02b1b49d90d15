// Settings → Change password (signs out other sessions).
import { changePasswordFormSchema } from '@casecast/domain';
import { Alert, Card, CardHeader } from '../../../components/ui/feedback';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormError, useZodForm } from '../../../components/ui/form';
import { PasswordInput } from '../../../components/ui/password-input';
import { useChangePassword } from '../api';

const empty = { current: '', next: '', confirm: '' };

export function PasswordSection() {
  const change = useChangePassword();
  const form = useZodForm(changePasswordFormSchema, { defaultValues: empty });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async ({ current, next }) => {
    try {
      await change.mutateAsync({ currentPassword: current, newPassword: next, revokeOtherSessions: true });
      form.reset(empty);
    } catch {
      // shown from change.error
    }
  });

  return (
    <Card role="region" aria-label="Change password">
      <CardHeader title="Change password" />
      <form onSubmit={(event) => void submit(event)} className="space-y-4 p-5" noValidate>
        <FormError error={change.error} />
        {change.isSuccess && <Alert tone="success">Password changed. Your other sessions were signed out.</Alert>}
        <Field label="Current password" htmlFor="current-password" error={errors.current?.message}>
          <PasswordInput id="current-password" autoComplete="current-password" {...form.register('current')} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="New Password" htmlFor="new-password" hint="Minimum 8 characters" error={errors.next?.message}>
            <PasswordInput id="new-password" autoComplete="new-password" {...form.register('next')} />
          </Field>
          <Field label="Confirm New Password" htmlFor="confirm-new-password" error={errors.confirm?.message}>
            <PasswordInput id="confirm-new-password" autoComplete="new-password" {...form.register('confirm')} />
          </Field>
        </div>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Updating Password...' : 'Change password'}
        </Button>
      </form>
    </Card>
  );
}
