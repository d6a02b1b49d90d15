// Settings → Demand letter template: the letter that opens every demand package, with {{placeholders}} filled from
// the case. Every member reads it; owners change it (or go back to the default text).
import { useEffect } from 'react';
import {
  DEFAULT_DEMAND_TEMPLATE,
  demandTemplateUpdateSchema,
  formatDate,
  type DemandTemplateResponse,
  type DemandTemplateUpdate,
} from '@casecast/domain';
import { Button } from '../../../components/ui/button';
import { Alert, Card, CardHeader, Spinner } from '../../../components/ui/feedback';
import { Field } from '../../../components/ui/field';
import { FormError, useZodForm } from '../../../components/ui/form';
import { Textarea } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api';
import { useCan } from '../../../lib/auth';
import { useDemandTemplate, useSaveDemandTemplate } from '../api';

function describeVersion(template: DemandTemplateResponse): string {
  if (template.isDefault) return 'The default letter: no one in the firm has changed it yet.';
  const when = template.updatedAt ? ` on ${formatDate(template.updatedAt.slice(0, 10))}` : '';
  return `The firm's own letter, last changed${template.updatedBy ? ` by ${template.updatedBy}` : ''}${when}.`;
}

function TemplateForm({ template, canEdit }: { template: DemandTemplateResponse; canEdit: boolean }) {
  const save = useSaveDemandTemplate();
  const form = useZodForm<DemandTemplateUpdate, DemandTemplateUpdate>(demandTemplateUpdateSchema, {
    defaultValues: { body: template.body },
  });
  useEffect(() => form.reset({ body: template.body }), [template.body, form]);
  const body = form.watch('body');
  const submit = form.handleSubmit((values) => save.mutate(values));
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3">
      <FormError error={save.error} />
      {save.isSuccess && !form.formState.isDirty && <Alert tone="success">The demand letter template was saved.</Alert>}
      <p className="text-sm text-slate-600" data-testid="demand-template-version">
        {describeVersion(template)}
      </p>
      <Field
        label="Letter text"
        htmlFor="demand-template-body"
        error={form.formState.errors.body?.message}
        hint="Separate paragraphs with a blank line. A placeholder the case has no value for prints as, e.g., [claim number not recorded]."
      >
        <Textarea
          id="demand-template-body"
          rows={16}
          spellCheck
          className="font-mono text-sm"
          readOnly={!canEdit}
          {...form.register('body')}
        />
      </Field>
      {canEdit ? (
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending || !form.formState.isDirty}>
            {save.isPending ? 'Saving...' : 'Save template'}
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={body === DEFAULT_DEMAND_TEMPLATE}
            onClick={() => form.setValue('body', DEFAULT_DEMAND_TEMPLATE, { shouldDirty: true, shouldValidate: true })}
          >
            Use the default text
          </Button>
          {form.formState.isDirty && (
            <Button type="button" variant="ghost" onClick={() => form.reset({ body: template.body })}>
              Discard changes
            </Button>
          )}
        </div>
      ) : (
        <p className="text-sm text-slate-500">Only firm owners can change the demand letter template.</p>
      )}
    </form>
  );
}

export function DemandTemplateSection() {
  const template = useDemandTemplate();
  const canEdit = useCan('firm.editDemandTemplate');
  return (
    <Card role="region" aria-labelledby="demand-template-heading">
      <CardHeader
        title={<span id="demand-template-heading">Demand letter template</span>}
        description="The letter that opens every demand package. Names in double braces are filled from the case when the PDF is made."
      />
      <div className="space-y-4 px-5 py-4">
        {template.isPending ? (
          <Spinner label="Loading the template" />
        ) : template.isError ? (
          <Alert tone="error">{errorMessage(template.error, 'The demand letter template could not be loaded.')}</Alert>
        ) : (
          <>
            <TemplateForm template={template.data} canEdit={canEdit} />
            <details className="rounded-md border border-slate-200 px-3 py-2 text-sm">
              <summary className="cursor-pointer font-medium text-slate-800">Placeholders ({template.data.placeholders.length})</summary>
              <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_minmax(0,1fr)]">
                {template.data.placeholders.map((placeholder) => (
                  <div key={placeholder.name} className="contents">
                    <dt className="break-all font-mono text-xs text-slate-800">{`{{${placeholder.name}}}`}</dt>
                    <dd className="mb-1 text-slate-600 sm:mb-0">{placeholder.description}</dd>
                  </div>
                ))}
              </dl>
            </details>
          </>
        )}
      </div>
    </Card>
  );
}
