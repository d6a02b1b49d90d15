// The case page's Portal tab: turn the client portal on or off, invite the client (their contact email prefilled) or
// revoke them, ask for uploads, and the message thread with the reply box. Documents are shared from the Documents list.
import { useState } from 'react';
import {
  PORTAL_UPLOAD_KIND_LABELS,
  PORTAL_UPLOAD_KINDS,
  portalInvitationCreateSchema,
  portalMessageCreateSchema,
  type CasePortal,
  type PortalUploadKind,
} from '@casecast/domain';
import { Alert, Badge, Card, CardHeader, Spinner } from '../../../components/ui/feedback';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormError, useZodForm } from '../../../components/ui/form';
import { Checkbox, Input, Select, Textarea } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api';
import {
  useAddUploadRequest,
  useCasePortal,
  useInviteClient,
  useRemoveUploadRequest,
  useReplyInPortal,
  useRevokeClient,
  useSetCasePortal,
} from '../api';

const when = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

export function CasePortalTab({ caseId }: { caseId: string }) {
  const portal = useCasePortal(caseId);
  const setEnabled = useSetCasePortal(caseId);
  return (
    <div className="space-y-6">
      <Card role="region" aria-labelledby="portal-heading">
        <CardHeader
          title={<span id="portal-heading">Client portal</span>}
          description="The client signs in with an emailed link and sees the phase in plain words, upcoming appointments, the documents you share, your upload requests and messages. Nothing is shared until you share it."
        />
        <div className="space-y-4 px-5 py-4">
          {portal.isPending && <Spinner label="Loading the portal" />}
          {portal.isError && <Alert tone="error">{errorMessage(portal.error, 'The portal settings could not be loaded.')}</Alert>}
          {portal.data && (
            <>
              <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
                <Checkbox
                  checked={portal.data.enabled}
                  disabled={setEnabled.isPending}
                  onChange={(event) => setEnabled.mutate(event.target.checked)}
                />
                Portal on for this case
              </label>
              {setEnabled.isError && <Alert tone="error">{errorMessage(setEnabled.error)}</Alert>}
              {portal.data.enabled && <Clients caseId={caseId} portal={portal.data} />}
            </>
          )}
        </div>
      </Card>
      {portal.data?.enabled && <UploadRequests caseId={caseId} portal={portal.data} />}
      {portal.data?.enabled && <Thread caseId={caseId} portal={portal.data} />}
    </div>
  );
}

function Clients({ caseId, portal }: { caseId: string; portal: CasePortal }) {
  const invite = useInviteClient(caseId);
  const revoke = useRevokeClient(caseId);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useZodForm(portalInvitationCreateSchema, { defaultValues: { email: portal.suggestedEmail ?? '' } });
  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await invite.mutateAsync(email);
      setSentTo(email);
    } catch {
      // shown from invite.error
    }
  });
  return (
    <div className="space-y-3">
      {portal.clients.length > 0 && (
        <ul className="divide-y divide-slate-100 rounded-md border border-slate-200" aria-label="Clients with access">
          {portal.clients.map((client) => (
            <li key={client.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
              <span>
                <span className="font-medium text-slate-900">{client.name}</span> · {client.email} · invited {when(client.invitedAt)}
              </span>
              <Button
                size="sm"
                variant="ghost"
                className="text-red-600 hover:bg-red-50"
                disabled={revoke.isPending}
                onClick={() => revoke.mutate(client.id)}
              >
                Revoke access<span className="sr-only"> of {client.email}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {revoke.isError && <Alert tone="error">{errorMessage(revoke.error)}</Alert>}
      <form onSubmit={(event) => void submit(event)} className="flex flex-wrap items-end gap-2" noValidate>
        <div className="min-w-0 flex-1">
          <Field label="Client's email" htmlFor="portal-invite-email" error={form.formState.errors.email?.message}>
            <Input id="portal-invite-email" type="email" autoComplete="off" {...form.register('email')} />
          </Field>
        </div>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          Email a sign-in link
        </Button>
      </form>
      <FormError error={invite.error} />
      {sentTo && !invite.isError && <Alert tone="success">A one-time sign-in link was emailed to {sentTo}.</Alert>}
    </div>
  );
}

function UploadRequests({ caseId, portal }: { caseId: string; portal: CasePortal }) {
  const add = useAddUploadRequest(caseId);
  const remove = useRemoveUploadRequest(caseId);
  const [kind, setKind] = useState<PortalUploadKind>('photo');
  const [note, setNote] = useState('');
  return (
    <Card role="region" aria-labelledby="portal-requests-heading">
      <CardHeader
        title={<span id="portal-requests-heading">Asked of the client</span>}
        description="What the client is asked to upload in the portal."
      />
      <div className="space-y-3 px-5 py-4">
        {portal.uploadRequests.length === 0 ? (
          <p className="text-sm text-slate-500">Nothing asked yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm">
            {portal.uploadRequests.map((request) => (
              <li key={request.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  {PORTAL_UPLOAD_KIND_LABELS[request.kind]}
                  {request.note ? `: ${request.note}` : ''}{' '}
                  {request.fulfilledAt ? <Badge tone="green">Received {when(request.fulfilledAt)}</Badge> : <Badge>Waiting</Badge>}
                </span>
                <Button size="sm" variant="ghost" disabled={remove.isPending} onClick={() => remove.mutate(request.id)}>
                  Withdraw<span className="sr-only"> {PORTAL_UPLOAD_KIND_LABELS[request.kind]}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            add.mutate({ kind, note: note.trim() || null }, { onSuccess: () => setNote('') });
          }}
        >
          <Field label="Ask for" htmlFor="portal-request-kind">
            <Select id="portal-request-kind" value={kind} onChange={(event) => setKind(event.target.value as PortalUploadKind)}>
              {PORTAL_UPLOAD_KINDS.map((value) => (
                <option key={value} value={value}>
                  {PORTAL_UPLOAD_KIND_LABELS[value]}
                </option>
              ))}
            </Select>
          </Field>
          <div className="min-w-0 flex-1">
            <Field label="Note for the client" htmlFor="portal-request-note">
              <Input id="portal-request-note" maxLength={500} value={note} onChange={(event) => setNote(event.target.value)} />
            </Field>
          </div>
          <Button type="submit" disabled={add.isPending}>
            Ask the client
          </Button>
        </form>
        {add.isError && <Alert tone="error">{errorMessage(add.error)}</Alert>}
      </div>
    </Card>
  );
}

function Thread({ caseId, portal }: { caseId: string; portal: CasePortal }) {
  const reply = useReplyInPortal(caseId);
  const form = useZodForm(portalMessageCreateSchema, { defaultValues: { body: '' } });
  const submit = form.handleSubmit(async ({ body }) => {
    try {
      await reply.mutateAsync(body);
      form.reset({ body: '' });
    } catch {
      // shown from reply.error
    }
  });
  return (
    <Card role="region" aria-labelledby="portal-thread-heading">
      <CardHeader
        title={<span id="portal-thread-heading">Messages with the client</span>}
        description="Each message is also in the case's Communications log."
      />
      <div className="space-y-3 px-5 py-4">
        {portal.messages.length === 0 ? (
          <p className="text-sm text-slate-500">No messages yet.</p>
        ) : (
          <ol className="space-y-2" aria-label="Portal messages">
            {portal.messages.map((message) => (
              <li
                key={message.id}
                className={message.direction === 'inbound' ? 'mr-8 rounded-md bg-slate-100 p-3' : 'ml-8 rounded-md bg-brand-50 p-3'}
              >
                <p className="text-xs font-medium text-slate-600">
                  {message.direction === 'inbound' ? (message.author ?? 'Client') : 'The firm'} · {when(message.sentAt)}
                </p>
                <p className="whitespace-pre-wrap break-words text-sm text-slate-900">{message.body}</p>
              </li>
            ))}
          </ol>
        )}
        <form onSubmit={(event) => void submit(event)} className="space-y-2" noValidate>
          <FormError error={reply.error} />
          <Field label="Reply to the client" htmlFor="portal-reply" error={form.formState.errors.body?.message}>
            <Textarea id="portal-reply" rows={3} {...form.register('body')} />
          </Field>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            Send reply
          </Button>
        </form>
      </div>
    </Card>
  );
}
