// /portal/cases/:id: one case as its client sees it — where it is and what comes next, appointments, the documents the
// firm shares, what the firm asks them to send, and messages with the firm. Phone first: one column, large targets.
import { useRef, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import {
  formatFileSize,
  PORTAL_UPLOAD_KIND_LABELS,
  portalMessageCreateSchema,
  type PortalCase,
  type PortalUploadRequest,
} from '@casecast/domain';
import { Alert, Badge, Card, PageSpinner } from '../../../components/ui/feedback';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormError, useZodForm } from '../../../components/ui/form';
import { Textarea } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useOpenPortalSigning, usePortalCase, usePortalMe, usePortalUpload, useSendPortalMessage } from '../api';
import { PortalLayout } from '../components/portal-layout';

const moment = (iso: string, allDay = false) =>
  new Intl.DateTimeFormat('en-US', allDay ? { dateStyle: 'full' } : { dateStyle: 'full', timeStyle: 'short' }).format(new Date(iso));

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Card className="p-4" role="region" aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </Card>
  );
}

export function PortalCasePage() {
  const { id = '' } = useParams();
  const me = usePortalMe();
  const view = usePortalCase(id);
  useDocumentTitle(view.data ? view.data.title : 'Your case');
  if (me.isPending || view.isPending) return <PageSpinner />;
  if (!me.data)
    return (
      <PortalLayout>
        <Alert tone="error">
          Your portal session has ended. <Link to="/portal">Sign in again</Link>.
        </Alert>
      </PortalLayout>
    );
  return (
    <PortalLayout firmName={me.data.firmName} signedIn>
      <Link to="/portal" className="text-sm font-medium text-brand-700 hover:underline">
        ← All your cases
      </Link>
      {view.isError ? (
        <Alert tone="error">{errorMessage(view.error, 'This case could not be loaded.')}</Alert>
      ) : (
        <CaseView caseId={id} data={view.data} />
      )}
    </PortalLayout>
  );
}

function CaseView({ caseId, data }: { caseId: string; data: PortalCase }) {
  const open = data.uploadRequests.filter((request) => request.fulfilledAt === null);
  // Kept here, not in the form: a request's form goes away once its files are received.
  const [received, setReceived] = useState<string | null>(null);
  return (
    <>
      <h1 className="text-2xl font-semibold text-slate-900">{data.title}</h1>
      <Section id="portal-status" title={`Where your case is: ${data.phaseLabel}`}>
        <p className="text-slate-800">{data.now}</p>
        <p className="mt-2 text-slate-800">
          <span className="font-semibold">What happens next: </span>
          {data.next}
        </p>
      </Section>

      <Section id="portal-appointments" title="Your upcoming appointments">
        {data.appointments.length === 0 ? (
          <p className="text-slate-600">You have no appointments with us right now.</p>
        ) : (
          <ul className="space-y-2">
            {data.appointments.map((appointment) => (
              <li key={appointment.id} className="rounded-md bg-slate-50 p-3">
                <p className="font-medium text-slate-900">{appointment.label}</p>
                <p className="text-slate-700">{moment(appointment.startsAt, appointment.allDay)}</p>
                {appointment.location && <p className="text-slate-700">{appointment.location}</p>}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="portal-uploads" title="Documents we need from you">
        {received && (
          <Alert tone="success" className="mb-3">
            {received}
          </Alert>
        )}
        {open.length === 0 ? (
          <p className="text-slate-600">We are not waiting for anything from you. You can still send us a file.</p>
        ) : (
          <ul className="space-y-3">
            {open.map((request) => (
              <li key={request.id}>
                <UploadForm caseId={caseId} request={request} onSent={setReceived} />
              </li>
            ))}
          </ul>
        )}
        <div className="mt-3 border-t border-slate-100 pt-3">
          <UploadForm caseId={caseId} onSent={setReceived} />
        </div>
      </Section>

      {data.toSign.length > 0 && (
        <Section id="portal-sign" title="Documents to sign">
          <ToSign caseId={caseId} data={data} />
        </Section>
      )}

      <Section id="portal-documents" title="Your documents">
        {data.documents.length === 0 ? (
          <p className="text-slate-600">No documents are shared with you yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {data.documents.map((document) => (
              <li key={document.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="min-w-0 break-words">
                  <span className="font-medium text-slate-900">{document.name}</span>{' '}
                  <span className="text-sm text-slate-600">({formatFileSize(document.sizeBytes)})</span>{' '}
                  {document.fromClient && <Badge>You sent this</Badge>}
                </span>
                <a className={buttonClasses('outline', 'sm')} href={document.url} download={document.name}>
                  Download<span className="sr-only"> {document.name}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="portal-messages" title="Messages with your legal team">
        <Messages caseId={caseId} data={data} />
      </Section>
    </>
  );
}

function ToSign({ caseId, data }: { caseId: string; data: PortalCase }) {
  const open = useOpenPortalSigning(caseId);
  return (
    <>
      <ul className="space-y-2">
        {data.toSign.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-slate-50 p-3">
            <span className="min-w-0 break-words">
              <span className="font-medium text-slate-900">{item.documentName}</span>
              <span className="block text-sm text-slate-600">Please sign by {moment(item.expiresAt, true)}.</span>
            </span>
            <Button
              size="sm"
              disabled={open.isPending}
              onClick={() => open.mutate(item.id, { onSuccess: ({ url }) => window.location.assign(url) })}
            >
              Sign<span className="sr-only"> {item.documentName}</span>
            </Button>
          </li>
        ))}
      </ul>
      {open.isError && (
        <Alert tone="error" className="mt-2">
          {errorMessage(open.error)}
        </Alert>
      )}
    </>
  );
}

function UploadForm({ caseId, request, onSent }: { caseId: string; request?: PortalUploadRequest; onSent: (message: string) => void }) {
  const upload = usePortalUpload(caseId);
  const input = useRef<HTMLInputElement>(null);
  const inputId = `portal-upload-${request?.id ?? 'any'}`;
  const label = request ? `${PORTAL_UPLOAD_KIND_LABELS[request.kind]}${request.note ? `: ${request.note}` : ''}` : 'Send us another file';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const files = [...(input.current?.files ?? [])];
    if (files.length === 0) return;
    upload.mutate(
      { files, requestId: request?.id },
      {
        onSuccess: (result) => {
          onSent(`Thank you. We received ${result.items.map((item) => item.name).join(', ')}.`);
          if (input.current) input.current.value = '';
        },
      },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-2" noValidate>
      <label htmlFor={inputId} className="block font-medium text-slate-900">
        {label}
      </label>
      <input
        id={inputId}
        ref={input}
        type="file"
        multiple
        accept=".jpg,.jpeg,.png,.pdf,.doc,.docx,.txt,image/*"
        className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-700"
      />
      <p className="text-xs text-slate-600">Photos (JPG, PNG), PDF, Word or text files.</p>
      {upload.isError && <Alert tone="error">{errorMessage(upload.error)}</Alert>}
      <Button type="submit" size="sm" disabled={upload.isPending}>
        {upload.isPending ? 'Sending…' : 'Send'}
        <span className="sr-only"> {label}</span>
      </Button>
    </form>
  );
}

function Messages({ caseId, data }: { caseId: string; data: PortalCase }) {
  const send = useSendPortalMessage(caseId);
  const form = useZodForm(portalMessageCreateSchema, { defaultValues: { body: '' } });
  const submit = form.handleSubmit(async ({ body }) => {
    try {
      await send.mutateAsync(body);
      form.reset({ body: '' });
    } catch {
      // shown from send.error
    }
  });
  return (
    <div className="space-y-3">
      {data.messages.length === 0 ? (
        <p className="text-slate-600">No messages yet. Write to us below; we answer here and by phone.</p>
      ) : (
        <ol className="space-y-2" aria-label="Messages">
          {data.messages.map((message) => (
            <li
              key={message.id}
              className={message.direction === 'inbound' ? 'ml-6 rounded-lg bg-brand-50 p-3' : 'mr-6 rounded-lg bg-slate-100 p-3'}
            >
              <p className="text-xs font-medium text-slate-600">
                {message.direction === 'inbound' ? 'You' : 'Your legal team'} · {moment(message.sentAt)}
              </p>
              <p className="whitespace-pre-wrap break-words text-slate-900">{message.body}</p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={(event) => void submit(event)} className="space-y-2" noValidate>
        <FormError error={send.error} />
        <Field label="Write a message" htmlFor="portal-message" error={form.formState.errors.body?.message}>
          <Textarea id="portal-message" rows={4} {...form.register('body')} />
        </Field>
        <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
          Send message
        </Button>
      </form>
    </div>
  );
}
