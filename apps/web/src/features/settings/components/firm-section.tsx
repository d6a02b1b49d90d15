// Settings → Firm (owners): the firm's name, its members and roles, invitations.
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FIRM_ROLE_LABELS, FIRM_ROLES, type FirmRole } from '@casecast/domain';
import { Alert, Card, CardHeader, Spinner } from '../../../components/ui/feedback';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { api, errorMessage } from '../../../lib/api';
import { useCan, useMe, useRefreshMe } from '../../../lib/auth';

type Member = { id: string; userId: string; name: string; email: string; role: FirmRole; joinedAt: string };
type Invitation = { id: string; email: string; role: FirmRole; expiresAt: string };

function FirmNameForm({ name, canEdit }: { name: string; canEdit: boolean }) {
  const refreshMe = useRefreshMe();
  const [value, setValue] = useState(name);
  const save = useMutation({ mutationFn: () => api.patch('/api/firm', { name: value.trim() }), onSuccess: () => refreshMe() });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3" noValidate>
      <div className="min-w-64 flex-1">
        <Field label="Firm name" htmlFor="firm-name" error={save.isError ? errorMessage(save.error) : undefined}>
          <Input id="firm-name" maxLength={100} value={value} disabled={!canEdit} onChange={(event) => setValue(event.target.value)} />
        </Field>
      </div>
      {canEdit && (
        <Button type="submit" disabled={save.isPending || value.trim() === name}>
          {save.isPending ? 'Saving...' : save.isSuccess && value.trim() === name ? 'Saved' : 'Save name'}
        </Button>
      )}
    </form>
  );
}

function InviteForm() {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<FirmRole>('attorney');
  const invite = useMutation({
    mutationFn: () => api.post('/api/firm/invitations', { email: email.trim(), role }),
    onSuccess: () => {
      setEmail('');
      void queryClient.invalidateQueries({ queryKey: ['firm-invitations'] });
    },
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (email.trim()) invite.mutate();
      }}
      className="space-y-3"
      noValidate
    >
      {invite.isError && <Alert tone="error">{errorMessage(invite.error)}</Alert>}
      {invite.isSuccess && <Alert tone="success">Invitation sent.</Alert>}
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <Field label="Invite by email" htmlFor="invite-email">
            <Input id="invite-email" type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          </Field>
        </div>
        <div className="w-40">
          <Field label="Role" htmlFor="invite-role">
            <Select id="invite-role" value={role} onChange={(event) => setRole(event.target.value as FirmRole)}>
              {FIRM_ROLES.map((value) => (
                <option key={value} value={value}>
                  {FIRM_ROLE_LABELS[value]}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? 'Sending...' : 'Send invitation'}
        </Button>
      </div>
    </form>
  );
}

export function FirmSection() {
  const me = useMe();
  const queryClient = useQueryClient();
  const firm = me.data?.firm;
  const canManageMembers = useCan('firm.manageMembers');
  const canRename = useCan('firm.rename');
  const members = useQuery({ queryKey: ['firm-members'], queryFn: () => api.get<{ members: Member[] }>('/api/firm/members'), enabled: Boolean(firm) });
  const invitations = useQuery({
    queryKey: ['firm-invitations'],
    queryFn: () => api.get<{ invitations: Invitation[] }>('/api/firm/invitations'),
    enabled: canManageMembers,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['firm-members'] });
  const changeRole = useMutation({ mutationFn: (input: { id: string; role: FirmRole }) => api.patch(`/api/firm/members/${input.id}`, { role: input.role }), onSettled: refresh });
  const remove = useMutation({ mutationFn: (id: string) => api.delete(`/api/firm/members/${id}`), onSettled: refresh });
  const cancel = useMutation({
    mutationFn: (id: string) => api.delete(`/api/firm/invitations/${id}`),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['firm-invitations'] }),
  });

  if (!firm) return null;
  const actionError = changeRole.error ?? remove.error ?? cancel.error;

  return (
    <Card role="region" aria-label="Firm">
      <CardHeader title="Firm" description={canManageMembers ? 'Your firm and who works in it.' : `You are ${FIRM_ROLE_LABELS[firm.role].toLowerCase()} at ${firm.name}.`} />
      <div className="space-y-6 p-5">
        <FirmNameForm key={firm.name} name={firm.name} canEdit={canRename} />
        {actionError && <Alert tone="error">{errorMessage(actionError)}</Alert>}
        <div>
          <h3 className="mb-2 text-sm font-semibold text-slate-900">Members</h3>
          {members.isPending ? (
            <Spinner />
          ) : members.isError ? (
            <Alert tone="error">{errorMessage(members.error)}</Alert>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className="text-xs uppercase text-slate-500">
                  <tr>
                    <th className="py-2 pr-4 font-medium">Name</th>
                    <th className="py-2 pr-4 font-medium">Email</th>
                    <th className="py-2 pr-4 font-medium">Role</th>
                    {canManageMembers && <th className="py-2 font-medium"><span className="sr-only">Actions</span></th>}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {members.data.members.map((member) => (
                    <tr key={member.id}>
                      <td className="py-2 pr-4 font-medium text-slate-900">{member.name}</td>
                      <td className="py-2 pr-4 text-slate-600">{member.email}</td>
                      <td className="py-2 pr-4">
                        {canManageMembers ? (
                          <Select
                            aria-label={`Role of ${member.name}`}
                            className="h-8 w-32"
                            value={member.role}
                            onChange={(event) => changeRole.mutate({ id: member.id, role: event.target.value as FirmRole })}
                          >
                            {FIRM_ROLES.map((value) => (
                              <option key={value} value={value}>
                                {FIRM_ROLE_LABELS[value]}
                              </option>
                            ))}
                          </Select>
                        ) : (
                          FIRM_ROLE_LABELS[member.role]
                        )}
                      </td>
                      {canManageMembers && (
                        <td className="py-2 text-right">
                          {member.userId !== me.data?.user.id && (
                            <Button
                              variant="ghost"
                              size="sm"
                              onClick={() => {
                                if (window.confirm(`Remove ${member.name} from ${firm.name}?`)) remove.mutate(member.id);
                              }}
                            >
                              Remove
                            </Button>
                          )}
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
        {canManageMembers && (
          <>
            <InviteForm />
            {invitations.data && invitations.data.invitations.length > 0 && (
              <div>
                <h3 className="mb-2 text-sm font-semibold text-slate-900">Pending invitations</h3>
                <ul className="divide-y divide-slate-100" aria-label="Pending invitations">
                  {invitations.data.invitations.map((invitation) => (
                    <li key={invitation.id} className="flex items-center justify-between py-2 text-sm">
                      <span>
                        {invitation.email} · {FIRM_ROLE_LABELS[invitation.role]} · expires {new Date(invitation.expiresAt).toLocaleDateString('en-US', { dateStyle: 'long' })}
                      </span>
                      <Button variant="ghost" size="sm" onClick={() => cancel.mutate(invitation.id)}>
                        Cancel
                      </Button>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </>
        )}
      </div>
    </Card>
  );
}
