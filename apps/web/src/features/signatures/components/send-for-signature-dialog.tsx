// "Send for signature" on a case PDF: the signers (the case's client first, when the case has their email), each
// emailed a link to review and sign.
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { PenLine, Plus, Trash2 } from 'lucide-react';
import { MAX_SIGNERS, signatureRequestCreateSchema, type SignatureRequest, type SignatureRequestCreateInput } from '@casecast/domain';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions } from '../../../components/ui/dialog';
import { Alert } from '../../../components/ui/feedback';
import { Field } from '../../../components/ui/field';
import { FormError, useZodForm } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { signaturesApi, useInvalidateSignatures } from '../api';

export type SuggestedSigner = { name: string; email: string | null };

function SendForSignatureDialog({
  caseId,
  document,
  suggested,
  onClose,
  onSent,
}: {
  caseId: string;
  document: { id: string; name: string };
  suggested: SuggestedSigner | null;
  onClose: () => void;
  onSent: (request: SignatureRequest) => void;
}) {
  const form = useZodForm(signatureRequestCreateSchema, {
    defaultValues: {
      documentId: document.id,
      signers: [{ name: suggested?.name ?? '', email: suggested?.email ?? '' }],
    } satisfies SignatureRequestCreateInput,
  });
  const signers = useFieldArray({ control: form.control, name: 'signers' });
  const invalidate = useInvalidateSignatures();
  const send = useMutation({
    mutationFn: (input: Parameters<typeof signaturesApi.send>[1]) => signaturesApi.send(caseId, input),
    onSuccess: async (request) => {
      await invalidate(caseId);
      onSent(request);
      onClose();
    },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) => send.mutate(values));
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Send for signature"
      description={`Each signer gets an email with a link to review and sign ${document.name}.`}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <FormError error={send.error} />
        {typeof errors.signers?.message === 'string' && <Alert tone="error">{errors.signers.message}</Alert>}
        {signers.fields.map((field, index) => (
          <fieldset key={field.id} className="space-y-3 rounded-md border border-slate-200 p-3">
            <legend className="px-1 text-sm font-medium text-slate-700">{`Signer ${index + 1}`}</legend>
            <Field label="Name" htmlFor={`signer-${index}-name`} error={errors.signers?.[index]?.name?.message}>
              <Input id={`signer-${index}-name`} autoComplete="off" {...form.register(`signers.${index}.name`)} />
            </Field>
            <Field label="Email" htmlFor={`signer-${index}-email`} error={errors.signers?.[index]?.email?.message}>
              <Input id={`signer-${index}-email`} type="email" autoComplete="off" {...form.register(`signers.${index}.email`)} />
            </Field>
            {signers.fields.length > 1 && (
              <Button size="sm" variant="ghost" className="text-red-600" onClick={() => signers.remove(index)}>
                <Trash2 className="h-4 w-4" aria-hidden="true" /> {`Remove signer ${index + 1}`}
              </Button>
            )}
          </fieldset>
        ))}
        {signers.fields.length < MAX_SIGNERS && (
          <Button size="sm" variant="outline" onClick={() => signers.append({ name: '', email: '' })}>
            <Plus className="h-4 w-4" aria-hidden="true" /> Add signer
          </Button>
        )}
        <p className="text-xs text-slate-500">
          Links work once and expire; the signed copy, with a certificate page, is filed among the case documents when everyone has signed.
        </p>
        <DialogActions onCancel={onClose} pending={send.isPending} submitLabel="Send for signature" />
      </form>
    </Dialog>
  );
}

/** The row's button and its dialog. */
export function SendForSignatureButton({
  caseId,
  document,
  suggested,
  onSent,
}: {
  caseId: string;
  document: { id: string; name: string };
  suggested: SuggestedSigner | null;
  onSent?: (request: SignatureRequest) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => setOpen(true)}
        aria-label={`Send ${document.name} for signature`}
        title="Send for signature"
      >
        <PenLine className="h-4 w-4" aria-hidden="true" />
      </Button>
      {open && (
        <SendForSignatureDialog
          caseId={caseId}
          document={document}
          suggested={suggested}
          onClose={() => setOpen(false)}
          onSent={(request) => onSent?.(request)}
        />
      )}
    </>
  );
}
