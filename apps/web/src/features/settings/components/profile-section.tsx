// Settings → Profile: name and company.
import { useState, type FormEvent } from 'react';
import { Alert, Card, CardHeader } from '../../../components/ui/feedback';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { api, errorMessage } from '../../../lib/api';
import { useMe, useRefreshMe } from '../../../lib/auth';

export function ProfileSection() {
  const me = useMe();
  const refreshMe = useRefreshMe();
  const user = me.data?.user;
  const [name, setName] = useState(user?.name ?? '');
  const [company, setCompany] = useState(user?.company ?? '');
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setStatus({ tone: 'error', text: 'Full name is required' });
    setSaving(true);
    setStatus(null);
    try {
      await api.post('/api/auth/update-user', { name: name.trim(), company: company.trim() });
      await refreshMe();
      setStatus({ tone: 'success', text: 'Profile saved.' });
    } catch (error) {
      setStatus({ tone: 'error', text: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card role="region" aria-label="Profile">
      <CardHeader title="Profile" description={user?.email} />
      <form onSubmit={submit} className="space-y-4 p-5" noValidate>
        {status && <Alert tone={status.tone}>{status.text}</Alert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Full Name" htmlFor="profile-name">
            <Input id="profile-name" maxLength={100} value={name} onChange={(event) => setName(event.target.value)} />
          </Field>
          <Field label="Company/Law Firm" htmlFor="profile-company">
            <Input id="profile-company" maxLength={100} value={company} onChange={(event) => setCompany(event.target.value)} />
          </Field>
        </div>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save profile'}
        </Button>
      </form>
    </Card>
  );
}
