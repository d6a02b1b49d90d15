// Settings → Phase checklists: the tasks each case phase offers when a case moves to it. Everyone reads them;
// owners edit them (one phase at a time).
import { useEffect, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import {
  CASE_STAGE_LABELS,
  CASE_STAGES,
  stageTemplateSchema,
  TASK_PRIORITIES,
  TASK_PRIORITY_LABELS,
  type CaseStage,
  type StageTemplate,
} from '@casecast/domain';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Alert, Card, CardHeader, Spinner } from '../../../components/ui/feedback';
import { Field } from '../../../components/ui/field';
import { FormError, useZodForm } from '../../../components/ui/form';
import { Input, Select } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api';
import { useCan } from '../../../lib/auth';
import { tasksApi, useStageTemplates, useTaskMutation } from '../api';

type TemplateInput = z.input<typeof stageTemplateSchema>;

function TemplateForm({ template, canEdit }: { template: StageTemplate; canEdit: boolean }) {
  const form = useZodForm<TemplateInput, StageTemplate>(stageTemplateSchema, { defaultValues: template });
  const items = useFieldArray({ control: form.control, name: 'items' });
  const save = useTaskMutation((value: StageTemplate) => tasksApi.saveTemplates({ items: [value] }));
  useEffect(() => form.reset(template), [template, form]);
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) => save.mutate(values));
  const label = CASE_STAGE_LABELS[template.stage];
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3" aria-label={`${label} checklist`}>
      <FormError error={save.error} />
      {errors.items?.message && <Alert tone="error">{errors.items.message}</Alert>}
      {items.fields.length === 0 && <p className="text-sm text-slate-500">No checklist for this phase.</p>}
      <ol className="space-y-3">
        {items.fields.map((field, index) => (
          <li
            key={field.id}
            className="grid gap-2 rounded border border-slate-200 p-3 sm:grid-cols-[minmax(0,1fr)_8rem_8rem_auto] sm:items-end"
          >
            <Field label={`Task ${index + 1}`} htmlFor={`template-title-${index}`} error={errors.items?.[index]?.title?.message}>
              <Input id={`template-title-${index}`} disabled={!canEdit} {...form.register(`items.${index}.title`)} />
            </Field>
            <Field label="Due in days" htmlFor={`template-days-${index}`} error={errors.items?.[index]?.dueInDays?.message}>
              <Input
                id={`template-days-${index}`}
                type="number"
                min={0}
                disabled={!canEdit}
                {...form.register(`items.${index}.dueInDays`, {
                  setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)),
                })}
              />
            </Field>
            <Field label="Priority" htmlFor={`template-priority-${index}`} error={errors.items?.[index]?.priority?.message}>
              <Select id={`template-priority-${index}`} disabled={!canEdit} {...form.register(`items.${index}.priority`)}>
                {TASK_PRIORITIES.map((priority) => (
                  <option key={priority} value={priority}>
                    {TASK_PRIORITY_LABELS[priority]}
                  </option>
                ))}
              </Select>
            </Field>
            {canEdit && (
              <Button variant="ghost" onClick={() => items.remove(index)} aria-label={`Remove task ${index + 1}`}>
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </Button>
            )}
          </li>
        ))}
      </ol>
      {canEdit && (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => items.append({ title: '', dueInDays: 7, priority: 'normal' })}>
            <Plus className="h-4 w-4" aria-hidden="true" /> Add checklist task
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : `Save ${label} checklist`}
          </Button>
          {save.isSuccess && !form.formState.isDirty && (
            <p role="status" className="self-center text-sm text-green-700">
              Saved.
            </p>
          )}
        </div>
      )}
    </form>
  );
}

export function StageTemplatesSection() {
  const templates = useStageTemplates();
  const canEdit = useCan('stageTemplates.edit');
  const [stage, setStage] = useState<CaseStage>('intake');
  const template = templates.data?.find((item) => item.stage === stage);
  return (
    <Card role="region" aria-labelledby="stage-templates-heading">
      <CardHeader
        title={<span id="stage-templates-heading">Phase checklists</span>}
        description={
          canEdit
            ? 'The tasks offered when a case moves to each phase.'
            : 'The tasks offered when a case moves to each phase. Only firm owners can change them.'
        }
      />
      <div className="space-y-4 px-5 py-4">
        <div>
          <label htmlFor="template-stage" className="block text-sm font-medium">
            Phase
          </label>
          <Select id="template-stage" value={stage} onChange={(event) => setStage(event.target.value as CaseStage)} className="mt-1">
            {CASE_STAGES.map((value) => (
              <option key={value} value={value}>
                {CASE_STAGE_LABELS[value]}
              </option>
            ))}
          </Select>
        </div>
        {templates.isPending && <Spinner label="Loading the checklists" />}
        {templates.isError && <Alert tone="error">{errorMessage(templates.error, 'The checklists could not be loaded.')}</Alert>}
        {template && <TemplateForm key={stage} template={template} canEdit={canEdit} />}
      </div>
    </Card>
  );
}
