// Settings → Profile: name and company.
import { profileFormSchema } from '@casecast/domain';
import { Alert, Card, CardHeader } from '../../../components/ui/feedback';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormError, useZodForm } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { useMe } from '../../../lib/auth';
import { useUpdateProfile } from '../api';

export function ProfileSection() {
  const me = useMe();
  const user = me.data?.user;
  const save = useUpdateProfile();
  const form = useZodForm(profileFormSchema, { defaultValues: { name: user?.name ?? '', company: user?.company ?? '' } });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
    } catch {
      // shown from save.error
    }
  });

  return (
    <Card role="region" aria-label="Profile">
      <CardHeader title="Profile" description={user?.email} />
      <form onSubmit={(event) => void submit(event)} className="space-y-4 p-5" noValidate>
        <FormError error={save.error} />
        {save.isSuccess && <Alert tone="success">Profile saved.</Alert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Full Name" htmlFor="profile-name" error={errors.name?.message}>
            <Input id="profile-name" maxLength={100} {...form.register('name')} />
          </Field>
          <Field label="Company/Law Firm" htmlFor="profile-company" error={errors.company?.message}>
            <Input id="profile-company" maxLength={100} {...form.register('company')} />
          </Field>
        </div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save profile'}
        </Button>
      </form>
    </Card>
  );
}
