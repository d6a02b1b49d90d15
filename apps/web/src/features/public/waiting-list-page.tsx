// /waiting-list: 'Join Our Waiting List' — idle, submitting, then success (form cleared, thank-you) or error.
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { WaitlistSignupBody } from '@casecast/domain';
import { Alert } from '../../components/ui/feedback';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input, Textarea } from '../../components/ui/input';
import { api, errorMessage } from '../../lib/api';
import { PublicLayout } from './components/public-layout';
import { usePageMeta } from './use-page-meta';

type Values = { name: string; email: string; firmName: string; phone: string; message: string };
type Status = { state: 'idle' } | { state: 'submitting' } | { state: 'success' } | { state: 'error'; message: string };

const empty: Values = { name: '', email: '', firmName: '', phone: '', message: '' };
const SUCCESS = "Thank you for joining our waiting list! We'll be in touch soon.";
const FALLBACK_ERROR = 'An error occurred. Please try again.';

/** The same required fields the server checks, so a visitor sees which one is missing before sending. */
function validate(values: Values): Partial<Record<keyof Values, string>> {
  const errors: Partial<Record<keyof Values, string>> = {};
  if (!values.name.trim()) errors.name = 'Name is required';
  if (!values.email.trim()) errors.email = 'Email address is required';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) errors.email = 'Please enter a valid email address';
  if (!values.firmName.trim()) errors.firmName = 'Law firm name is required';
  return errors;
}

export function WaitingListPage() {
  usePageMeta('Join Our Waiting List', 'Join the Casecast waiting list: case management and settlement predictions for personal-injury law firms.');
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const form = useRef<HTMLFormElement>(null);

  const change = (key: keyof Values) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [key]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    const firstInvalid = (Object.keys(found) as Array<keyof Values>)[0];
    if (firstInvalid) {
      form.current?.querySelector<HTMLElement>(`#waitlist-${firstInvalid}`)?.focus();
      return;
    }
    setStatus({ state: 'submitting' });
    try {
      const body: WaitlistSignupBody = {
        name: values.name,
        email: values.email,
        firmName: values.firmName,
        phone: values.phone,
        message: values.message,
      };
      await api.post('/api/waitlist', body);
      setValues(empty);
      setStatus({ state: 'success' });
    } catch (caught) {
      setStatus({ state: 'error', message: errorMessage(caught, FALLBACK_ERROR) });
    }
  };

  const submitting = status.state === 'submitting';
  const invalid = (key: keyof Values) => (errors[key] ? { 'aria-invalid': true as const } : {});
  return (
    <PublicLayout>
      <div className="bg-gradient-to-b from-brand-50 to-white px-4 py-12 sm:py-16">
        <div className="mx-auto max-w-xl">
          <h1 className="text-center text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Join Our Waiting List</h1>
          <p className="mt-3 text-center text-lg text-slate-600">Be among the first personal-injury firms to use Casecast. We will contact you when your place opens.</p>
          <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <div aria-live="polite">
              {status.state === 'success' && (
                <Alert tone="success" className="mb-6">
                  {SUCCESS}
                </Alert>
              )}
            </div>
            {status.state === 'error' && (
              <Alert tone="error" className="mb-6">
                {status.message}
              </Alert>
            )}
            <form ref={form} onSubmit={submit} noValidate className="space-y-5">
              <Field label="Name" htmlFor="waitlist-name" error={errors.name}>
                <Input id="waitlist-name" name="name" autoComplete="name" required maxLength={100} value={values.name} onChange={change('name')} {...invalid('name')} />
              </Field>
              <Field label="Email" htmlFor="waitlist-email" error={errors.email}>
                <Input id="waitlist-email" name="email" type="email" autoComplete="email" required value={values.email} onChange={change('email')} {...invalid('email')} />
              </Field>
              <Field label="Law Firm Name" htmlFor="waitlist-firmName" error={errors.firmName}>
                <Input
                  id="waitlist-firmName"
                  name="firmName"
                  autoComplete="organization"
                  required
                  maxLength={200}
                  value={values.firmName}
                  onChange={change('firmName')}
                  {...invalid('firmName')}
                />
              </Field>
              <Field label="Phone (optional)" htmlFor="waitlist-phone">
                <Input id="waitlist-phone" name="phone" type="tel" autoComplete="tel" maxLength={40} value={values.phone} onChange={change('phone')} />
              </Field>
              <Field label="Message (optional)" htmlFor="waitlist-message" hint="Tell us about your firm: size, case volume, what you would like Casecast to do.">
                <Textarea id="waitlist-message" name="message" maxLength={2000} rows={4} value={values.message} onChange={change('message')} />
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
