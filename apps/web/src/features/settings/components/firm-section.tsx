// Settings → Firm (owners): the firm's name, its members and roles, invitations.
import {
  FIRM_ROLE_LABELS,
  FIRM_ROLES,
  firmContactBodySchema,
  inviteMemberBodySchema,
  updateFirmBodySchema,
  US_JURISDICTIONS,
  type FirmContact,
  type FirmMember,
  type FirmRole,
} from '@casecast/domain';
import { Alert, Card, CardHeader, Spinner } from '../../../components/ui/feedback';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormError, useZodForm } from '../../../components/ui/form';
import { Input, Select } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api';
import { useChosenUntilSettled } from '../../../lib/use-chosen-until-settled';
import { useCan, useMe } from '../../../lib/auth';
import {
  useCancelInvitation,
  useChangeMemberRole,
  useFirmContact,
  useFirmInvitations,
  useFirmMembers,
  useInviteMember,
  useRemoveMember,
  useRenameFirm,
  useUpdateFirmContact,
} from '../api';

function FirmNameForm({ name, canEdit }: { name: string; canEdit: boolean }) {
  const save = useRenameFirm();
  const form = useZodForm(updateFirmBodySchema, { defaultValues: { name } });
  const value = form.watch('name').trim();
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ ...values, seenName: name });
    } catch {
      // shown under the field
    }
  });
  const error = form.formState.errors.name?.message ?? (save.isError ? errorMessage(save.error) : undefined);
  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-wrap items-end gap-3" noValidate>
      <div className="min-w-64 flex-1">
        <Field label="Firm name" htmlFor="firm-name" error={error}>
          <Input id="firm-name" maxLength={100} disabled={!canEdit} {...form.register('name')} />
        </Field>
      </div>
      {canEdit && (
        <Button type="submit" disabled={save.isPending || value === name}>
          {save.isPending ? 'Saving...' : save.isSuccess && value === name ? 'Saved' : 'Save name'}
        </Button>
      )}
    </form>
  );
}

const contactFields = [
  { name: 'street', label: 'Street address', autoComplete: 'address-line1', className: 'sm:col-span-6', maxLength: 200 },
  { name: 'city', label: 'City', autoComplete: 'address-level2', className: 'sm:col-span-3', maxLength: 100 },
  { name: 'zip', label: 'ZIP code', autoComplete: 'postal-code', className: 'sm:col-span-1', maxLength: 10 },
  { name: 'phone', label: 'Phone', autoComplete: 'tel', className: 'sm:col-span-3', maxLength: 30, type: 'tel' },
  { name: 'email', label: 'Email', autoComplete: 'email', className: 'sm:col-span-3', maxLength: 254, type: 'email' },
] as const;

/** The form shows an unset field as empty. */
const formValues = (contact: FirmContact) => ({
  street: contact.street ?? '',
  city: contact.city ?? '',
  state: contact.state ?? '',
  zip: contact.zip ?? '',
  phone: contact.phone ?? '',
  email: contact.email ?? '',
});

/** The firm's address, phone and email: printed under its name on every letter and statement (owners edit). */
function FirmContactForm({ contact, canEdit }: { contact: FirmContact; canEdit: boolean }) {
  const save = useUpdateFirmContact();
  const form = useZodForm(firmContactBodySchema, { defaultValues: formValues(contact) });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ ...values, seen: contact });
      form.reset(formValues(saved));
    } catch {
      // shown above the fields
    }
  });
  const field = (spec: (typeof contactFields)[number]) => (
    <div key={spec.name} className={spec.className}>
      <Field label={spec.label} htmlFor={`firm-${spec.name}`} error={errors[spec.name]?.message}>
        <Input
          id={`firm-${spec.name}`}
          type={'type' in spec ? spec.type : 'text'}
          autoComplete={spec.autoComplete}
          maxLength={spec.maxLength}
          disabled={!canEdit}
          {...form.register(spec.name)}
        />
      </Field>
    </div>
  );
  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-3" noValidate aria-label="Firm address and phone">
      <div>
        <h3 className="text-sm font-semibold text-slate-900">Address and phone</h3>
        <p className="text-xs text-slate-600">
          Printed under the firm name on every letter, demand and closing statement. Leave blank to print nothing.
        </p>
      </div>
      <FormError error={save.error} />
      {save.isSuccess && !form.formState.isDirty && <Alert tone="success">Address and phone saved.</Alert>}
      <div className="grid gap-3 sm:grid-cols-6">
        {contactFields.slice(0, 2).map(field)}
        <div className="sm:col-span-2">
          <Field label="State" htmlFor="firm-state" error={errors.state?.message}>
            <Select id="firm-state" autoComplete="address-level1" disabled={!canEdit} {...form.register('state')}>
              <option value="">Not set</option>
              {US_JURISDICTIONS.map((entry) => (
                <option key={entry.code} value={entry.code}>
                  {entry.code} — {entry.name}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        {contactFields.slice(2).map(field)}
      </div>
      {canEdit && (
        <Button type="submit" disabled={save.isPending || !form.formState.isDirty}>
          {save.isPending ? 'Saving...' : 'Save address and phone'}
        </Button>
      )}
    </form>
  );
}

function InviteForm() {
  const invite = useInviteMember();
  const form = useZodForm(inviteMemberBodySchema, { defaultValues: { email: '', role: 'attorney' } });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    try {
      await invite.mutateAsync(values);
      form.reset({ email: '', role: values.role });
    } catch {
      // shown from invite.error
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-3" noValidate>
      <FormError error={invite.error} />
      {invite.isSuccess && <Alert tone="success">Invitation sent.</Alert>}
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <Field label="Invite by email" htmlFor="invite-email" error={errors.email?.message}>
            <Input id="invite-email" type="email" {...form.register('email')} />
          </Field>
        </div>
        <div className="w-40">
          <Field label="Role" htmlFor="invite-role" error={errors.role?.message}>
            <Select id="invite-role" {...form.register('role')}>
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
  const firm = me.data?.firm;
  const canManageMembers = useCan('firm.manageMembers');
  const canRename = useCan('firm.rename');
  const members = useFirmMembers(Boolean(firm));
  const contact = useFirmContact(Boolean(firm));
  const invitations = useFirmInvitations(canManageMembers);
  const changeRole = useChangeMemberRole();
  // A role or practising box follows the choice at once and keeps it until the member list has been read again.
  type MemberChange = { role?: FirmRole; practising?: boolean };
  const chosen = useChosenUntilSettled<MemberChange>();
  const changeMember = (member: FirmMember, change: MemberChange) => {
    changeRole.mutate({ member, ...change }, { onSettled: chosen.choose(member.id, { ...chosen.shown(member.id, {}), ...change }) });
  };
  const remove = useRemoveMember();
  const cancel = useCancelInvitation();

  if (!firm) return null;
  const actionError = changeRole.error ?? remove.error ?? cancel.error;

  return (
    <Card role="region" aria-label="Firm">
      <CardHeader
        title="Firm"
        description={
          canManageMembers ? 'Your firm and who works in it.' : `You are ${FIRM_ROLE_LABELS[firm.role].toLowerCase()} at ${firm.name}.`
        }
      />
      <div className="space-y-6 p-5">
        <FirmNameForm key={firm.name} name={firm.name} canEdit={canRename} />
        {contact.isError ? (
          <Alert tone="error">{errorMessage(contact.error)}</Alert>
        ) : contact.data ? (
          <FirmContactForm contact={contact.data} canEdit={canRename} />
        ) : (
          <Spinner />
        )}
        {actionError && <Alert tone="error">{errorMessage(actionError)}</Alert>}
        <div>
          <h3 className="mb-2 text-sm font-semibold text-slate-900">Members</h3>
          {members.isPending ? (
            <Spinner />
          ) : members.isError ? (
            <Alert tone="error">{errorMessage(members.error)}</Alert>
          ) : (
            <div className="relative w-0 min-w-full overflow-x-auto" tabIndex={0}>
              <table className="w-full text-left text-sm">
                <thead className="text-xs uppercase text-slate-500">
                  <tr>
                    <th className="py-2 pr-4 font-medium">Name</th>
                    <th className="py-2 pr-4 font-medium">Email</th>
                    <th className="py-2 pr-4 font-medium">Role</th>
                    {canManageMembers && (
                      <th className="py-2 font-medium">
                        <span className="sr-only">Actions</span>
                      </th>
                    )}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {members.data.map((member) => (
                    <tr key={member.id}>
                      <td className="py-2 pr-4 font-medium text-slate-900">{member.name}</td>
                      <td className="py-2 pr-4 text-slate-600">{member.email}</td>
                      <td className="py-2 pr-4">
                        {canManageMembers ? (
                          <Select
                            aria-label={`Role of ${member.name}`}
                            className="h-8 w-32"
                            value={chosen.shown(member.id, {}).role ?? member.role}
                            onChange={(event) => changeMember(member, { role: event.target.value as FirmRole })}
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
                        {member.role === 'owner' && (
                          <label className="mt-1 flex items-center gap-2 text-xs text-slate-600">
                            <input
                              type="checkbox"
                              checked={chosen.shown(member.id, {}).practising ?? member.practising}
                              disabled={!canManageMembers}
                              onChange={(event) => changeMember(member, { practising: event.target.checked })}
                            />
                            Practising attorney
                          </label>
                        )}
                      </td>
                      {canManageMembers && (
                        <td className="py-2 text-right">
                          {member.userId !== me.data?.user.id && (
                            <Button
                              variant="ghost"
                              size="sm"
                              onClick={() => {
                                if (window.confirm(`Remove ${member.name} from ${firm.name}?`)) remove.mutate(member);
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
            {invitations.data && invitations.data.length > 0 && (
              <div>
                <h3 className="mb-2 text-sm font-semibold text-slate-900">Pending invitations</h3>
                <ul className="divide-y divide-slate-100" aria-label="Pending invitations">
                  {invitations.data.map((invitation) => (
                    <li key={invitation.id} className="flex items-center justify-between py-2 text-sm">
                      <span>
                        {invitation.email} · {FIRM_ROLE_LABELS[invitation.role]} · expires{' '}
                        {new Date(invitation.expiresAt).toLocaleDateString('en-US', { dateStyle: 'long' })}
                      </span>
                      <Button variant="ghost" size="sm" onClick={() => cancel.mutate(invitation)}>
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
