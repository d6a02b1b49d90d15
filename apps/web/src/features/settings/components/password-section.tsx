// Settings → Change password (signs out other sessions).
import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '@casecast/domain';
import { Alert, Card, CardHeader } from '../../../components/ui/feedback';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';
import { api, errorMessage } from '../../../lib/api';

export function PasswordSection() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    if (!current || !next || !confirm) return setStatus({ tone: 'error', text: 'Please fill in all password fields.' });
    if (next !== confirm) return setStatus({ tone: 'error', text: 'Passwords do not match.' });
    if (next.length < PASSWORD_MIN_LENGTH) return setStatus({ tone: 'error', text: 'Password must be at least 8 characters.' });
    setSaving(true);
    try {
      await api.post('/api/auth/change-password', { currentPassword: current, newPassword: next, revokeOtherSessions: true });
      setCurrent('');
      setNext('');
      setConfirm('');
      setStatus({ tone: 'success', text: 'Password changed. Your other sessions were signed out.' });
    } catch (error) {
      setStatus({ tone: 'error', text: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card role="region" aria-label="Change password">
      <CardHeader title="Change password" />
      <form onSubmit={submit} className="space-y-4 p-5" noValidate>
        {status && <Alert tone={status.tone}>{status.text}</Alert>}
        <Field label="Current password" htmlFor="current-password">
          <PasswordInput id="current-password" autoComplete="current-password" value={current} onChange={(event) => setCurrent(event.target.value)} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="New Password" htmlFor="new-password" hint="Minimum 8 characters">
            <PasswordInput id="new-password" autoComplete="new-password" value={next} onChange={(event) => setNext(event.target.value)} />
          </Field>
          <Field label="Confirm New Password" htmlFor="confirm-new-password">
            <PasswordInput id="confirm-new-password" autoComplete="new-password" value={confirm} onChange={(event) => setConfirm(event.target.value)} />
          </Field>
        </div>
        <Button type="submit" disabled={saving}>
          {saving ? 'Updating Password...' : 'Change password'}
        </Button>
      </form>
    </Card>
  );
}
