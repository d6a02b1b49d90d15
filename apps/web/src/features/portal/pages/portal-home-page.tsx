// /portal: a signed-in client's cases; otherwise the form that emails a new one-time sign-in link.
import { useState } from 'react';
import { Link } from 'react-router';
import { portalLinkRequestSchema } from '@casecast/domain';
import { Alert, Card, PageSpinner } from '../../../components/ui/feedback';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormError, useZodForm } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePortalMe, useRequestPortalLink } from '../api';
import { PortalLayout } from '../components/portal-layout';

export function PortalHomePage() {
  useDocumentTitle('Client portal');
  const me = usePortalMe();
  if (me.isPending) return <PageSpinner />;
  if (me.isError)
    return (
      <PortalLayout>
        <Alert tone="error">{errorMessage(me.error, 'The portal could not be loaded. Please try again.')}</Alert>
      </PortalLayout>
    );
  if (!me.data) return <RequestLink />;
  return (
    <PortalLayout firmName={me.data.firmName} signedIn>
      <h1 className="text-2xl font-semibold text-slate-900">Hello, {me.data.client.name}</h1>
      {me.data.cases.length === 0 ? (
        <Alert>There is nothing to show yet. Your law firm has not opened a case to you in the portal.</Alert>
      ) : (
        <ul className="space-y-3" aria-label="Your cases">
          {me.data.cases.map((item) => (
            <li key={item.id}>
              <Card className="p-4">
                <h2 className="text-lg font-semibold text-slate-900">
                  <Link to={`/portal/cases/${encodeURIComponent(item.id)}`} className="text-brand-700 hover:underline">
                    {item.title}
                  </Link>
                </h2>
                <p className="mt-1 text-sm text-slate-700">
                  <span className="font-medium">Where your case is: {item.phaseLabel}.</span> {item.now}
                </p>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </PortalLayout>
  );
}

function RequestLink() {
  const request = useRequestPortalLink();
  const [sent, setSent] = useState<string | null>(null);
  const form = useZodForm(portalLinkRequestSchema, { defaultValues: { email: '' } });
  const submit = form.handleSubmit(async ({ email }) => {
    try {
      setSent((await request.mutateAsync(email)).message);
    } catch {
      // shown from request.error
    }
  });
  return (
    <PortalLayout>
      <h1 className="text-2xl font-semibold text-slate-900">Sign in to your case portal</h1>
      <p className="text-slate-700">
        There is no password. Enter the email address your law firm has for you, and we will email you a link that signs you in.
      </p>
      {sent ? (
        <Alert tone="success">{sent}</Alert>
      ) : (
        <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
          <FormError error={request.error} />
          <Field label="Your email address" htmlFor="portal-email" error={form.formState.errors.email?.message}>
            <Input id="portal-email" type="email" autoComplete="email" {...form.register('email')} />
          </Field>
          <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
            Email me a sign-in link
          </Button>
        </form>
      )}
    </PortalLayout>
  );
}
