// /sign/:token, the signer's page (no account; phone first): the consent to sign electronically, the document to
// review, then a drawn or typed signature, or declining with a reason. The link works until it is used.
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { formatDate, signingDeclineSchema, type SigningDecline, type SigningSubmit, type SigningView } from '@casecast/domain';
import { z } from 'zod';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Alert, PageSpinner } from '../../../components/ui/feedback';
import { Field } from '../../../components/ui/field';
import { FormError, useZodForm } from '../../../components/ui/form';
import { Checkbox, Input, Textarea } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { signatureKeys, signaturesApi } from '../api';

const typedSchema = z.object({ name: z.string().trim().min(1, 'Type your name to sign').max(200, 'At most 200 characters') });

function Layout({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main className="mx-auto min-h-screen max-w-2xl space-y-5 bg-white px-4 py-6 text-slate-900 sm:px-6">
      <h1 className="text-xl font-semibold sm:text-2xl">{title}</h1>
      {children}
    </main>
  );
}

/** A pad to draw on with a finger, pen or mouse; `onChange` gets the PNG (a data URL), or null once cleared. */
function SignaturePad({ onChange }: { onChange: (png: string | null) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const drawn = useRef(false);

  // The canvas's pixels match the screen's, so the line is sharp on a phone.
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    element.width = Math.round(element.clientWidth * ratio);
    element.height = Math.round(element.clientHeight * ratio);
    const context = element.getContext('2d');
    if (!context) return;
    context.scale(ratio, ratio);
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = '#0f172a';
  }, []);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };
  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    const { x, y } = point(event);
    context.beginPath();
    context.moveTo(x, y);
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    const { x, y } = point(event);
    context.lineTo(x, y);
    context.stroke();
    drawn.current = true;
  };
  const end = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    drawing.current = false;
    if (drawn.current) onChange(event.currentTarget.toDataURL('image/png'));
  };
  const clear = () => {
    const element = canvas.current;
    element?.getContext('2d')?.clearRect(0, 0, element.width, element.height);
    drawn.current = false;
    onChange(null);
  };

  return (
    <div className="space-y-2">
      <canvas
        ref={canvas}
        role="img"
        aria-label="Signature pad: draw your signature here with your finger, a pen or the mouse"
        className="h-40 w-full touch-none rounded-md border-2 border-dashed border-slate-400 bg-slate-50"
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
      />
      <Button size="sm" variant="outline" onClick={clear}>
        Clear
      </Button>
    </div>
  );
}

function DeclineForm({ token, onDone }: { token: string; onDone: () => void }) {
  const form = useZodForm(signingDeclineSchema, { defaultValues: { reason: '' } });
  const decline = useMutation({ mutationFn: (input: SigningDecline) => signaturesApi.decline(token, input), onSuccess: onDone });
  const submit = form.handleSubmit((values) => decline.mutate(values));
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3 rounded-md border border-slate-200 p-4">
      <FormError error={decline.error} />
      <Field label="Why do you decline?" htmlFor="decline-reason" error={form.formState.errors.reason?.message}>
        <Textarea id="decline-reason" rows={3} {...form.register('reason')} />
      </Field>
      <Button type="submit" variant="destructive" disabled={decline.isPending}>
        Decline to sign
      </Button>
    </form>
  );
}

function SignForm({ token, view, onSigned }: { token: string; view: SigningView; onSigned: () => void }) {
  const [mode, setMode] = useState<'draw' | 'type'>('draw');
  const [png, setPng] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const typed = useZodForm(typedSchema, { defaultValues: { name: view.signerName } });
  const sign = useMutation({ mutationFn: (input: SigningSubmit) => signaturesApi.sign(token, input), onSuccess: onSigned });
  const submitTyped = typed.handleSubmit((values) => sign.mutate({ kind: 'typed', name: values.name }));
  const submit = () => {
    if (mode === 'type') return void submitTyped();
    if (!png) return setMissing(true);
    sign.mutate({ kind: 'drawn', image: png });
  };
  return (
    <section aria-labelledby="sign-heading" className="space-y-3">
      <h2 id="sign-heading" className="text-lg font-semibold">
        Your signature
      </h2>
      <FormError error={sign.error} />
      <div role="radiogroup" aria-label="How to sign" className="flex gap-4 text-sm">
        <label className="flex items-center gap-2">
          <input type="radio" name="sign-mode" checked={mode === 'draw'} onChange={() => setMode('draw')} /> Draw
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name="sign-mode" checked={mode === 'type'} onChange={() => setMode('type')} /> Type
        </label>
      </div>
      {mode === 'draw' ? (
        <>
          <SignaturePad
            onChange={(value) => {
              setPng(value);
              if (value) setMissing(false);
            }}
          />
          {missing && <Alert tone="error">Draw your signature in the box first, or choose Type.</Alert>}
        </>
      ) : (
        <Field label="Type your full name" htmlFor="typed-signature" error={typed.formState.errors.name?.message}>
          <Input id="typed-signature" autoComplete="name" className="font-serif text-xl italic" {...typed.register('name')} />
        </Field>
      )}
      <p className="text-xs text-slate-600">
        By choosing Sign, you sign {view.documentName} electronically, with the same effect as a signature on paper.
      </p>
      <Button className="w-full sm:w-auto" disabled={sign.isPending} onClick={submit}>
        Sign
      </Button>
    </section>
  );
}

export function SigningPage() {
  useDocumentTitle('Sign a document');
  const { token = '' } = useParams();
  const queryClient = useQueryClient();
  const view = useQuery({
    queryKey: signatureKeys.signing(token),
    queryFn: () => signaturesApi.open(token),
    retry: false,
    refetchOnWindowFocus: false,
  });
  const [agreed, setAgreed] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [finished, setFinished] = useState<'signed' | 'declined' | null>(null);
  const consent = useMutation({
    mutationFn: () => signaturesApi.consent(token),
    onSuccess: () =>
      queryClient.setQueryData<SigningView>(signatureKeys.signing(token), (data) => (data ? { ...data, consented: true } : data)),
  });

  if (finished === 'signed')
    return (
      <Layout title="Thank you: you have signed">
        <Alert tone="success">
          Your signature is recorded. The firm receives the signed copy with a certificate of who signed and when; ask them for a copy at
          any time.
        </Alert>
      </Layout>
    );
  if (finished === 'declined')
    return (
      <Layout title="You declined to sign">
        <Alert tone="info">The firm has been told, with your reason. They will contact you.</Alert>
      </Layout>
    );
  if (view.isPending) return <PageSpinner />;
  if (view.isError)
    return (
      <Layout title="This link does not work">
        <Alert tone="error">{errorMessage(view.error, 'This signing link is not valid.')}</Alert>
      </Layout>
    );

  const data = view.data;
  return (
    <Layout title={`Sign ${data.documentName}`}>
      <p className="text-sm text-slate-700">{`${data.firmName} asks ${data.signerName} (${data.signerEmail}) to sign. The link works until ${formatDate(data.expiresAt)}.`}</p>
      {!data.consented ? (
        <section aria-labelledby="consent-heading" className="space-y-3 rounded-md border border-slate-200 p-4">
          <h2 id="consent-heading" className="text-lg font-semibold">
            Consent to sign electronically
          </h2>
          {data.consentText.map((paragraph) => (
            <p key={paragraph} className="text-sm leading-relaxed text-slate-700">
              {paragraph}
            </p>
          ))}
          <label className="flex items-start gap-3 text-sm font-medium">
            <Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)} className="mt-0.5" />I have read this consent
            and agree to sign electronically.
          </label>
          <FormError error={consent.error} />
          <Button className="w-full sm:w-auto" disabled={!agreed || consent.isPending} onClick={() => consent.mutate()}>
            Continue to the document
          </Button>
        </section>
      ) : (
        <>
          <section aria-labelledby="review-heading" className="space-y-3">
            <h2 id="review-heading" className="text-lg font-semibold">
              Review the document
            </h2>
            <p className="text-sm text-slate-700">{`${data.documentName}, ${data.pageCount} ${data.pageCount === 1 ? 'page' : 'pages'}. Read it all before you sign.`}</p>
            <a href={data.documentUrl} target="_blank" rel="noreferrer" className={buttonClasses('outline', 'md')}>
              <FileText className="h-4 w-4" aria-hidden="true" /> Open the document (PDF)
            </a>
            <iframe
              src={data.documentUrl}
              title={`The document to sign: ${data.documentName}`}
              className="hidden h-[32rem] w-full rounded border border-slate-200 bg-slate-100 sm:block"
            />
          </section>
          <SignForm token={token} view={data} onSigned={() => setFinished('signed')} />
        </>
      )}
      <section aria-label="Decline" className="space-y-3 border-t border-slate-200 pt-4">
        {declining ? (
          <DeclineForm token={token} onDone={() => setFinished('declined')} />
        ) : (
          <Button variant="ghost" className="text-red-700" onClick={() => setDeclining(true)}>
            Decline to sign
          </Button>
        )}
      </section>
    </Layout>
  );
}
