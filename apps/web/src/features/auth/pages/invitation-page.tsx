// /invite/{id}: what the invitation offers, and accepting it as the signed-in user.
import { Link, useNavigate, useParams } from 'react-router';
import { FIRM_ROLE_LABELS } from '@casecast/domain';
import { AuthLayout } from '../auth-layout';
import { useAcceptInvitation, useInvitation } from '../api';
import { Alert, PageSpinner } from '../../../components/ui/feedback';
import { Button, buttonClasses } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api';
import { useMe } from '../../../lib/auth';
import { useDocumentTitle } from '../../../lib/use-document-title';

export function InvitationPage() {
  useDocumentTitle('Invitation');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const me = useMe();
  const invitation = useInvitation(id);
  const accept = useAcceptInvitation(id);

  if (invitation.isPending || me.isPending) return <PageSpinner />;
  if (invitation.isError) {
    return (
      <AuthLayout title="Invitation not found">
        <Alert tone="error">This invitation link is not valid. Ask the firm owner to send a new one.</Alert>
      </AuthLayout>
    );
  }
  const data = invitation.data;
  const next = encodeURIComponent(`/invite/${id}`);
  return (
    <AuthLayout title={`Join ${data.firmName}`} subtitle={`You are invited as ${FIRM_ROLE_LABELS[data.role]} (${data.email}).`}>
      {data.status !== 'pending' ? (
        <Alert tone="error">
          {data.status === 'expired'
            ? 'This invitation has expired. Ask the firm owner for a new one.'
            : 'This invitation has already been used or cancelled.'}
        </Alert>
      ) : me.data ? (
        <div className="space-y-4">
          {accept.isError && <Alert tone="error">{errorMessage(accept.error)}</Alert>}
          <p className="text-sm text-slate-600">Signed in as {me.data.user.email}.</p>
          <Button
            className="w-full"
            onClick={() => accept.mutate(undefined, { onSuccess: () => navigate('/dashboard', { replace: true }) })}
            disabled={accept.isPending}
          >
            {accept.isPending ? 'Joining...' : `Join ${data.firmName}`}
          </Button>
        </div>
      ) : (
        <div className="space-y-3">
          <Link
            className={buttonClasses('primary') + ' w-full'}
            to={`/register?email=${encodeURIComponent(data.email)}&invite=${encodeURIComponent(id)}`}
          >
            Create an account to join
          </Link>
          <Link className={buttonClasses('outline') + ' w-full'} to={`/login?next=${next}`}>
            I already have an account
          </Link>
        </div>
      )}
    </AuthLayout>
  );
}
