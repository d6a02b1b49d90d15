// Settings → Active sessions: where the account is signed in, and signing one out.
import { Alert, Badge, Card, CardHeader, Spinner } from '../../../components/ui/feedback';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api';
import { useCurrentSession, useRevokeSession, useSessions } from '../api';

function describeAgent(agent: string | null): string {
  if (!agent) return 'Unknown device';
  const browser = /Edg\//.test(agent)
    ? 'Edge'
    : /Chrome\//.test(agent)
      ? 'Chrome'
      : /Firefox\//.test(agent)
        ? 'Firefox'
        : /Safari\//.test(agent)
          ? 'Safari'
          : 'Browser';
  const system = /Windows/.test(agent)
    ? 'Windows'
    : /Mac OS X/.test(agent)
      ? 'macOS'
      : /Android/.test(agent)
        ? 'Android'
        : /iPhone|iPad/.test(agent)
          ? 'iOS'
          : /Linux/.test(agent)
            ? 'Linux'
            : '';
  return system ? `${browser} on ${system}` : browser;
}

const formatDateTime = (value: string) => new Date(value).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function SessionsSection() {
  const sessions = useSessions();
  const current = useCurrentSession();
  const revoke = useRevokeSession();
  const currentToken = current.data?.session.token;

  return (
    <Card role="region" aria-label="Active sessions">
      <CardHeader title="Active sessions" description="Sign out of devices you no longer use." />
      <div className="p-5">
        {revoke.isError && <Alert tone="error">{errorMessage(revoke.error)}</Alert>}
        {sessions.isPending ? (
          <Spinner />
        ) : sessions.isError ? (
          <Alert tone="error">{errorMessage(sessions.error)}</Alert>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Active sessions">
            {sessions.data.map((session) => (
              <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div>
                  <p className="text-sm font-medium text-slate-900">
                    {describeAgent(session.userAgent)} {session.token === currentToken && <Badge tone="blue">This device</Badge>}
                  </p>
                  <p className="text-xs text-slate-500">
                    {session.ipAddress ?? 'Unknown address'} · signed in {formatDateTime(session.createdAt)} · expires{' '}
                    {formatDateTime(session.expiresAt)}
                  </p>
                </div>
                {session.token !== currentToken && (
                  <Button variant="outline" size="sm" onClick={() => revoke.mutate(session.token)} disabled={revoke.isPending}>
                    Sign out
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
