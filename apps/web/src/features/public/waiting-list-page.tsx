// /waiting-list: 'Join Our Waiting List' — idle, submitting, then success (form cleared, thank-you) or error.
import { Link } from 'react-router';
import { WAITLIST_FALLBACK_ERROR, WAITLIST_SUCCESS_MESSAGE, waitlistSignupBodySchema, type WaitlistSignupBody } from '@casecast/domain';
import { Alert } from '../../components/ui/feedback';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { FormError, useZodForm } from '../../components/ui/form';
import { Input, Textarea } from '../../components/ui/input';
import { useJoinWaitlist } from './api';
import { PublicLayout } from './components/public-layout';
import { usePageMeta } from './use-page-meta';

const empty: WaitlistSignupBody = { name: '', email: '', firmName: '', phone: '', message: '' };

export function WaitingListPage() {
  usePageMeta(
    'Join Our Waiting List',
    'Join the Casecast waiting list: case management and settlement predictions for personal-injury law firms.',
  );
  const join = useJoinWaitlist();
  // The server's own schema: a visitor sees which required field is missing before sending (focus moves to the first).
  const form = useZodForm(waitlistSignupBodySchema, { defaultValues: empty });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    try {
      await join.mutateAsync(values);
      form.reset(empty);
    } catch {
      // shown from join.error
    }
  });

  const submitting = form.formState.isSubmitting;
  return (
    <PublicLayout>
      <div className="bg-gradient-to-b from-brand-50 to-white px-4 py-12 sm:py-16">
        <div className="mx-auto max-w-xl">
          <h1 className="text-center text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Join Our Waiting List</h1>
          <p className="mt-3 text-center text-lg text-slate-600">
            Be among the first personal-injury firms to use Casecast. We will contact you when your place opens.
          </p>
          <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <div aria-live="polite">
              {join.isSuccess && (
                <Alert tone="success" className="mb-6">
                  {WAITLIST_SUCCESS_MESSAGE}
                </Alert>
              )}
            </div>
            <FormError error={join.error} fallback={WAITLIST_FALLBACK_ERROR} className="mb-6" />
            {/* A real form POST as well: before hydration (or without script) the browser sends it to the server's form route. */}
            <form method="post" action="/waiting-list" onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
              <Field label="Name" htmlFor="waitlist-name" error={errors.name?.message}>
                <Input id="waitlist-name" autoComplete="name" required maxLength={100} {...form.register('name')} />
              </Field>
              <Field label="Email" htmlFor="waitlist-email" error={errors.email?.message}>
                <Input id="waitlist-email" type="email" autoComplete="email" required {...form.register('email')} />
              </Field>
              <Field label="Law Firm Name" htmlFor="waitlist-firmName" error={errors.firmName?.message}>
                <Input id="waitlist-firmName" autoComplete="organization" required maxLength={200} {...form.register('firmName')} />
              </Field>
              <Field label="Phone (optional)" htmlFor="waitlist-phone" error={errors.phone?.message}>
                <Input id="waitlist-phone" type="tel" autoComplete="tel" maxLength={40} {...form.register('phone')} />
              </Field>
              <Field
                label="Message (optional)"
                htmlFor="waitlist-message"
                hint="Tell us about your firm: size, case volume, what you would like Casecast to do."
                error={errors.message?.message}
              >
                <Textarea id="waitlist-message" maxLength={2000} rows={4} {...form.register('message')} />
              </Field>
              <Button type="submit" size="lg" className="w-full" disabled={submitting}>
                {submitting ? 'Submitting...' : 'Join Waiting List'}
              </Button>
              <p className="text-center text-xs text-slate-600">
                We use these details only to contact you about Casecast. See our{' '}
                <Link to="/privacy" className="font-medium text-brand-700 underline">
                  Privacy Policy
                </Link>
                .
              </p>
            </form>
          </div>
        </div>
      </div>
    </PublicLayout>
  );
}
