// Settings → Letter templates: the firm's letters (representation, preservation, records request…) with {{placeholders}}
// filled from a case. Every member reads them and previews one against a case; owners add, change and remove them.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  formatCaseNo,
  LETTER_KIND_LABELS,
  LETTER_KINDS,
  letterNeeds,
  letterTemplateKind,
  listLetterPlaceholders,
  type LetterTemplate,
  type LetterTemplateCreateInput,
} from '@casecast/domain';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions } from '../../../components/ui/dialog';
import { Alert, Card, CardHeader, Spinner } from '../../../components/ui/feedback';
import { Field } from '../../../components/ui/field';
import { FormError, useZodForm } from '../../../components/ui/form';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api';
import { useCan } from '../../../lib/auth';
import { recordChecks, showServerFieldErrors } from '../../../lib/record-form';
import { lettersApi, useCaseSearch, useLetterTemplates, useRemoveLetterTemplate, useSaveLetterTemplate } from '../api';

const templateFormSchema = letterTemplateKind.createSchema.superRefine(recordChecks(letterTemplateKind.check));
const FORM_FIELDS = ['name', 'kind', 'body'] as const;
const PLACEHOLDERS = listLetterPlaceholders();

function PlaceholderList() {
  return (
    <details className="rounded-md border border-slate-200 px-3 py-2 text-sm">
      <summary className="cursor-pointer font-medium text-slate-800">Placeholders ({PLACEHOLDERS.length})</summary>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_minmax(0,1fr)]">
        {PLACEHOLDERS.map((placeholder) => (
          <div key={placeholder.name} className="contents">
            <dt className="break-all font-mono text-xs text-slate-800">{`{{${placeholder.name}}}`}</dt>
            <dd className="mb-1 text-slate-600 sm:mb-0">{placeholder.description}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/** The saved template filled from a case the member picks by searching its client name or number (and the provider or lien it names). */
function TemplatePreview({ template }: { template: LetterTemplate }) {
  const [query, setQuery] = useState('');
  const [caseId, setCaseId] = useState('');
  const [providerId, setProviderId] = useState('');
  const [lienId, setLienId] = useState('');
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const cases = useCaseSearch(query);
  const needs = letterNeeds(template.body);
  const providers = useQuery({
    queryKey: ['money', caseId, 'providers'],
    queryFn: () => lettersApi.providers(caseId),
    enabled: needs.provider && caseId !== '',
    retry: false,
  });
  const liens = useQuery({
    queryKey: ['money', caseId, 'liens'],
    queryFn: () => lettersApi.liens(caseId),
    enabled: needs.lien && caseId !== '',
    retry: false,
  });
  const preview = async () => {
    setPending(true);
    setError(null);
    try {
      const picks = { ...(providerId ? { providerId } : {}), ...(lienId ? { lienId } : {}) };
      setText((await lettersApi.preview(template.id, { caseId, ...picks })).text);
    } catch (failure) {
      setError(failure);
    } finally {
      setPending(false);
    }
  };
  return (
    <section aria-labelledby="letter-preview-heading" className="space-y-2 rounded-md border border-slate-200 p-3">
      <h3 id="letter-preview-heading" className="text-sm font-semibold text-slate-800">
        Preview against a case
      </h3>
      <p className="text-xs text-slate-600">The preview fills the saved text; save a change to see it here.</p>
      <div className="grid gap-2 sm:grid-cols-2">
        <Field label="Find a case" htmlFor="letter-preview-search" hint="Type at least two letters of the client name or case number.">
          <Input id="letter-preview-search" type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
        </Field>
        <Field label="Case" htmlFor="letter-preview-case">
          <Select
            id="letter-preview-case"
            value={caseId}
            onChange={(event) => {
              setCaseId(event.target.value);
              setProviderId('');
              setLienId('');
            }}
          >
            <option value="">{cases.isFetching ? 'Searching...' : 'Choose a case'}</option>
            {(cases.data?.items ?? []).map((item) => (
              <option key={item.id} value={item.id}>
                {`${item.clientName} (${item.caseNumber ?? formatCaseNo(item.caseNo)})`}
              </option>
            ))}
          </Select>
        </Field>
        {needs.provider && caseId && (
          <Field label="Medical provider" htmlFor="letter-preview-provider">
            <Select id="letter-preview-provider" value={providerId} onChange={(event) => setProviderId(event.target.value)}>
              <option value="">None</option>
              {(providers.data ?? []).map((provider) => (
                <option key={provider.id} value={provider.id}>
                  {provider.name}
                </option>
              ))}
            </Select>
          </Field>
        )}
        {needs.lien && caseId && (
          <Field label="Lien" htmlFor="letter-preview-lien">
            <Select id="letter-preview-lien" value={lienId} onChange={(event) => setLienId(event.target.value)}>
              <option value="">None</option>
              {(liens.data ?? []).map((lien) => (
                <option key={lien.id} value={lien.id}>
                  {lien.holder}
                </option>
              ))}
            </Select>
          </Field>
        )}
      </div>
      <Button size="sm" variant="outline" disabled={!caseId || pending} onClick={() => void preview()}>
        {pending ? 'Filling...' : 'Preview'}
      </Button>
      <FormError error={error} />
      {text !== null && (
        // Scrolls when long: focusable, so a keyboard can scroll it too.
        <pre
          role="region"
          aria-label="Letter preview"
          tabIndex={0}
          className="max-h-80 overflow-auto whitespace-pre-wrap break-words rounded bg-slate-50 p-3 font-sans text-sm text-slate-800"
        >
          {text}
        </pre>
      )}
    </section>
  );
}

function TemplateDialog({ template, canEdit, onClose }: { template: LetterTemplate | undefined; canEdit: boolean; onClose: () => void }) {
  const form = useZodForm(templateFormSchema, {
    defaultValues: { name: template?.name ?? '', kind: template?.kind ?? 'other', body: template?.body ?? '' },
  });
  const save = useSaveLetterTemplate(template);
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values: LetterTemplateCreateInput) =>
    save.mutate(values, {
      onSuccess: onClose,
      onError: (failure) => showServerFieldErrors(failure, form.setError, FORM_FIELDS),
    }),
  );
  const labels = letterTemplateKind.labels;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={!canEdit ? (template?.name ?? 'Letter template') : template ? 'Edit letter template' : 'Add letter template'}
      description="Names in double braces are filled from the case when the letter is made."
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <FormError error={save.error} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={labels.name} htmlFor="letter-template-name" error={errors.name?.message}>
            <Input id="letter-template-name" autoComplete="off" readOnly={!canEdit} {...form.register('name')} />
          </Field>
          <Field label={labels.kind} htmlFor="letter-template-kind" error={errors.kind?.message}>
            <Select id="letter-template-kind" disabled={!canEdit} {...form.register('kind')}>
              {LETTER_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {LETTER_KIND_LABELS[kind]}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <Field
          label={labels.body}
          htmlFor="letter-template-body"
          error={errors.body?.message}
          hint="Separate paragraphs with a blank line. A placeholder the case has no value for prints as, e.g., [client phone not recorded]."
        >
          <Textarea
            id="letter-template-body"
            rows={14}
            spellCheck
            className="font-mono text-sm"
            readOnly={!canEdit}
            {...form.register('body')}
          />
        </Field>
        <PlaceholderList />
        {template ? (
          <TemplatePreview template={template} />
        ) : (
          <p className="text-sm text-slate-500">Save the template to preview it against a case.</p>
        )}
        {canEdit ? (
          <DialogActions onCancel={onClose} pending={save.isPending} submitLabel={template ? 'Save template' : 'Add template'} />
        ) : (
          <div className="flex justify-end pt-2">
            <Button variant="outline" onClick={onClose}>
              Close
            </Button>
          </div>
        )}
      </form>
    </Dialog>
  );
}

export function LetterTemplatesSection() {
  const templates = useLetterTemplates();
  const canEdit = useCan('letterTemplates.edit');
  const remove = useRemoveLetterTemplate();
  const [open, setOpen] = useState<{ template: LetterTemplate | undefined } | null>(null);
  return (
    <Card role="region" aria-labelledby="letter-templates-heading">
      <CardHeader
        title={<span id="letter-templates-heading">Letter templates</span>}
        description="The firm's letters, made on a case from its Documents section as a PDF or Word file."
        actions={
          canEdit && (
            <Button size="sm" onClick={() => setOpen({ template: undefined })}>
              Add template
            </Button>
          )
        }
      />
      <div className="space-y-3 px-5 py-4">
        <FormError error={remove.error} />
        {templates.isPending ? (
          <Spinner label="Loading the letter templates" />
        ) : templates.isError ? (
          <Alert tone="error">{errorMessage(templates.error, 'The letter templates could not be loaded.')}</Alert>
        ) : templates.data.length === 0 ? (
          <p className="text-sm text-slate-600">The firm has no letter templates.</p>
        ) : (
          <ul className="divide-y divide-slate-200" aria-label="Letter templates">
            {templates.data.map((template) => (
              <li key={template.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <div className="min-w-0">
                  <p className="break-words font-medium text-slate-900">{template.name}</p>
                  <p className="text-xs text-slate-600">{LETTER_KIND_LABELS[template.kind]}</p>
                </div>
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`${canEdit ? 'Edit' : 'View'} ${template.name}`}
                    onClick={() => setOpen({ template })}
                  >
                    {canEdit ? 'Edit' : 'View'}
                  </Button>
                  {canEdit && (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Remove ${template.name}`}
                      disabled={remove.isPending}
                      onClick={() => {
                        if (window.confirm(`Remove the template "${template.name}"? Letters already made stay in their cases.`))
                          remove.mutate(template);
                      }}
                    >
                      Remove
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
        {!canEdit && <p className="text-sm text-slate-500">Only firm owners can change the letter templates.</p>}
      </div>
      {open && <TemplateDialog template={open.template} canEdit={canEdit} onClose={() => setOpen(null)} />}
    </Card>
  );
}
