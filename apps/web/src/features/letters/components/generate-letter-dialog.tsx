// The case's "Generate letter": a firm template filled from the case, as a PDF or Word file filed among the case's
// documents; a provider or lien is asked for when the template's placeholders name one.
import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { z } from 'zod';
import {
  formatCents,
  generateLetterInputSchema,
  LETTER_KIND_LABELS,
  LETTER_REPEAT_WINDOW_MINUTES,
  letterNeeds,
  toCents,
  type GeneratedLetter,
} from '@casecast/domain';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions } from '../../../components/ui/dialog';
import { Alert } from '../../../components/ui/feedback';
import { Field } from '../../../components/ui/field';
import { FormError, useZodForm } from '../../../components/ui/form';
import { Select } from '../../../components/ui/input';
import { showServerFieldErrors } from '../../../lib/record-form';
import { lettersApi, useLetterTemplates } from '../api';

/** The form's selects: '' is none picked. */
const generateFormSchema = z
  .object({ templateId: z.string(), format: z.string(), providerId: z.string(), lienId: z.string() })
  .transform(({ providerId, lienId, ...rest }) => ({
    ...rest,
    ...(providerId ? { providerId } : {}),
    ...(lienId ? { lienId } : {}),
  }))
  .pipe(generateLetterInputSchema);
const FORM_FIELDS = ['templateId', 'format', 'providerId', 'lienId'] as const;

function GenerateLetterDialog({
  caseId,
  onClose,
  onGenerated,
}: {
  caseId: string;
  onClose: () => void;
  onGenerated: (document: GeneratedLetter) => Promise<unknown> | void;
}) {
  const templates = useLetterTemplates();
  const form = useZodForm(generateFormSchema, { defaultValues: { templateId: '', format: 'pdf', providerId: '', lienId: '' } });
  const templateId = form.watch('templateId');
  const chosen = templates.data?.find((template) => template.id === templateId);
  const needs = chosen ? letterNeeds(chosen.body) : { provider: false, lien: false };
  const providers = useQuery({
    queryKey: ['money', caseId, 'providers'],
    queryFn: () => lettersApi.providers(caseId),
    enabled: needs.provider,
    retry: false,
  });
  const liens = useQuery({
    queryKey: ['money', caseId, 'liens'],
    queryFn: () => lettersApi.liens(caseId),
    enabled: needs.lien,
    retry: false,
  });
  const generate = useMutation({ mutationFn: (input: z.output<typeof generateFormSchema>) => lettersApi.generate(caseId, input) });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) =>
    generate.mutate(values, {
      onSuccess: async (document) => {
        await onGenerated(document);
        onClose();
      },
      onError: (failure) => showServerFieldErrors(failure, form.setError, FORM_FIELDS),
    }),
  );
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Generate letter"
      description="Filled from this case and filed among its documents."
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <FormError error={generate.error ?? templates.error} />
        <Field label="Template" htmlFor="letter-template" error={errors.templateId?.message}>
          <Select id="letter-template" {...form.register('templateId')}>
            <option value="">{templates.isPending ? 'Loading...' : 'Choose a template'}</option>
            {(templates.data ?? []).map((template) => (
              <option key={template.id} value={template.id}>
                {`${template.name} (${LETTER_KIND_LABELS[template.kind]})`}
              </option>
            ))}
          </Select>
        </Field>
        <fieldset className="space-y-1">
          <legend className="text-sm font-medium text-slate-700">Format</legend>
          <div className="flex flex-wrap gap-4">
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" value="pdf" {...form.register('format')} /> PDF
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" value="docx" {...form.register('format')} /> Word (.docx)
            </label>
          </div>
        </fieldset>
        {needs.provider && (
          <Field
            label="Medical provider"
            htmlFor="letter-provider"
            error={errors.providerId?.message}
            hint="The letter is addressed to this provider."
          >
            <Select id="letter-provider" {...form.register('providerId')}>
              <option value="">{providers.isPending ? 'Loading...' : 'Choose a provider'}</option>
              {(providers.data ?? []).map((provider) => (
                <option key={provider.id} value={provider.id}>
                  {provider.name}
                </option>
              ))}
            </Select>
          </Field>
        )}
        {needs.lien && (
          <Field label="Lien" htmlFor="letter-lien" error={errors.lienId?.message} hint="The letter is addressed to this lien's holder.">
            <Select id="letter-lien" {...form.register('lienId')}>
              <option value="">{liens.isPending ? 'Loading...' : 'Choose a lien'}</option>
              {(liens.data ?? []).map((lien) => (
                <option key={lien.id} value={lien.id}>
                  {`${lien.holder} (${formatCents(toCents(lien.asserted))})`}
                </option>
              ))}
            </Select>
          </Field>
        )}
        <DialogActions onCancel={onClose} pending={generate.isPending} submitLabel="Generate letter" />
      </form>
    </Dialog>
  );
}

/** The button and its dialog; `onGenerated` refreshes the documents list with the new letter. */
export function GenerateLetterButton({ caseId, onGenerated }: { caseId: string; onGenerated: () => Promise<unknown> | void }) {
  const [open, setOpen] = useState(false);
  const [filed, setFiled] = useState<GeneratedLetter | null>(null);
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        <FileText className="h-4 w-4" aria-hidden="true" /> Generate letter
      </Button>
      {filed && (
        <Alert tone="success" className="basis-full">
          {filed.alreadyFiled
            ? `Already filed: the same letter was made in the last ${LETTER_REPEAT_WINDOW_MINUTES} minutes, so it was not filed again: ${filed.name}`
            : `Filed in the case documents and logged in its communications: ${filed.name}`}
        </Alert>
      )}
      {open && (
        <GenerateLetterDialog
          caseId={caseId}
          onClose={() => setOpen(false)}
          onGenerated={async (document) => {
            setFiled(document);
            await onGenerated();
          }}
        />
      )}
    </div>
  );
}
