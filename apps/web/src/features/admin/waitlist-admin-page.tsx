// /dashboard/admin/waitlist: the waiting-list signups for instance administrators (ADMIN_EMAILS), with a CSV export.
import { Download } from 'lucide-react';
import { endpointUrl, waitlistEndpoints } from '@casecast/domain';
import { buttonClasses } from '../../components/ui/button';
import { Alert, Card, CardHeader, PageSpinner } from '../../components/ui/feedback';
import { errorMessage } from '../../lib/api';
import { useMe } from '../../lib/auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useWaitlistSignups } from './api';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function WaitlistAdminPage() {
  useDocumentTitle('Waiting list');
  const me = useMe();
  const isAdmin = me.data?.isAdmin === true;
  const signups = useWaitlistSignups(isAdmin);

  if (me.isPending) return <PageSpinner />;
  if (!isAdmin) {
    return (
      <div className="mx-auto max-w-xl py-16 text-center">
        <h1 className="text-2xl font-semibold text-slate-900">Page Not Found</h1>
        <p className="mt-2 text-slate-600">This page is for the instance’s administrators.</p>
      </div>
    );
  }
  const rows = signups.data ?? [];
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold text-slate-900">Waiting list</h1>
      <Card>
        <CardHeader
          title={signups.data ? `${rows.length} ${rows.length === 1 ? 'signup' : 'signups'}` : 'Signups'}
          description="People who joined the waiting list on the public site, newest first. Forwarded: accepted by the webhook (WAITLIST_WEBHOOK_URL), when one is set."
          actions={
            <a href={endpointUrl(waitlistEndpoints.exportCsv)} download className={buttonClasses('outline', 'sm')}>
              <Download className="h-4 w-4" aria-hidden="true" />
              Export CSV
            </a>
          }
        />
        {signups.isPending && <PageSpinner />}
        {signups.isError && (
          <div className="p-5">
            <Alert tone="error">{errorMessage(signups.error, 'Failed to load the waiting list')}</Alert>
          </div>
        )}
        {signups.data && rows.length === 0 && (
          <p className="px-5 py-8 text-center text-sm text-slate-600">Nobody has joined the waiting list yet.</p>
        )}
        {rows.length > 0 && (
          <div className="relative w-0 min-w-full overflow-x-auto">
            <table className="min-w-full text-left text-sm">
              <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
                <tr>
                  <th scope="col" className="px-5 py-3 font-medium">
                    Name
                  </th>
                  <th scope="col" className="px-5 py-3 font-medium">
                    Email
                  </th>
                  <th scope="col" className="px-5 py-3 font-medium">
                    Law firm
                  </th>
                  <th scope="col" className="px-5 py-3 font-medium">
                    Phone
                  </th>
                  <th scope="col" className="px-5 py-3 font-medium">
                    Message
                  </th>
                  <th scope="col" className="px-5 py-3 font-medium">
                    Signed up
                  </th>
                  <th scope="col" className="px-5 py-3 font-medium">
                    Forwarded
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((signup) => (
                  <tr key={signup.id} className="align-top">
                    <td className="px-5 py-3 font-medium text-slate-900">{signup.name}</td>
                    <td className="px-5 py-3">
                      <a href={`mailto:${signup.email}`} className="text-brand-700 hover:underline">
                        {signup.email}
                      </a>
                    </td>
                    <td className="px-5 py-3">{signup.firmName}</td>
                    <td className="px-5 py-3 whitespace-nowrap">{signup.phone ?? '—'}</td>
                    <td className="max-w-xs px-5 py-3 whitespace-pre-line text-slate-700">{signup.message ?? '—'}</td>
                    <td className="px-5 py-3 whitespace-nowrap">{dateTime.format(new Date(signup.createdAt))}</td>
                    <td className="px-5 py-3 whitespace-nowrap">
                      {signup.forwardedAt ? dateTime.format(new Date(signup.forwardedAt)) : '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </div>
  );
}
