// The case page's Deadlines: computed (statute of limitations, notice of claim) and custom dates, with confirm, override, met and dismiss.
import { useState } from 'react';
import { Plus } from 'lucide-react';
import {
  deadlineCreateSchema,
  deadlineOverrideSchema,
  DATE_CHECK_PREFIX,
  describeLegalPeriod,
  describeRuleDateChange,
  formatDate,
  type Deadline,
  type DeadlineCreate,
  type DeadlineCreateInput,
  type DeadlineOverride,
  type DeadlineOverrideInput,
  type DeadlineUpdateInput,
  type RuleDateChange,
} from '@casecast/domain';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions } from '../../../components/ui/dialog';
import { Alert, Badge, Card, CardHeader, Spinner, type BadgeTone } from '../../../components/ui/feedback';
import { Field } from '../../../components/ui/field';
import { FormError, useZodForm } from '../../../components/ui/form';
import { Input, Textarea } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api';
import { useCan } from '../../../lib/auth';
import { deadlinesApi, useCaseDeadlines, useConfirmCaseDates, useDeadlineMutation } from '../api';
import { tasksApi, useTaskMutation } from '../../tasks/api';

export const DEADLINE_CALCULATOR_NOTICE = 'This is a calculator, not legal advice: verify each date against the statute.';

const STATUS_TONES: Record<Deadline['status'], BadgeTone> = { open: 'yellow', met: 'green', dismissed: 'gray' };
const STATUS_LABELS: Record<Deadline['status'], string> = { open: 'Open', met: 'Met', dismissed: 'Dismissed' };

function movedText(deadline: Deadline): string | null {
  if (!deadline.movedBecause || !deadline.nominalDate || deadline.nominalDate === deadline.dueDate) return null;
  const because =
    deadline.movedBecause === 'holiday' ? `a holiday${deadline.holidayName ? ` (${deadline.holidayName})` : ''}` : 'a weekend';
  return `moved from ${formatDate(deadline.nominalDate)} because of ${because}`;
}

function DeadlineItem({ caseId, deadline, onOverride }: { caseId: string; deadline: Deadline; onOverride: (deadline: Deadline) => void }) {
  const update = useDeadlineMutation(caseId, (input: DeadlineUpdateInput) => deadlinesApi.update(caseId, deadline.id, input, deadline));
  // Dismissing a statute of limitations or notice deadline ends its reminders: owners and attorneys only.
  const canDismissComputed = useCan('deadline.dismiss');
  // A task due before the deadline (two weeks before by default), assigned to the caller.
  const addTask = useTaskMutation(() => tasksApi.fromDeadline(caseId, deadline.id), caseId);
  const moved = movedText(deadline);
  const open = deadline.status === 'open';
  return (
    <li className="space-y-1 px-5 py-4" data-testid="deadline-item">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="font-medium text-slate-900">{deadline.title}</p>
          <p className="text-sm text-slate-700">
            Due <span className="font-semibold tabular-nums">{formatDate(deadline.dueDate)}</span>
            {moved && <span className="text-slate-500"> ({moved})</span>}
          </p>
        </div>
        <Badge tone={STATUS_TONES[deadline.status]}>{STATUS_LABELS[deadline.status]}</Badge>
      </div>
      {deadline.rule && (
        <p className="text-xs text-slate-600">
          {describeLegalPeriod(deadline.rule.period)} — <cite className="not-italic">{deadline.rule.citation}</cite>
        </p>
      )}
      {deadline.rule && !deadline.rule.verified && (
        <p className="text-xs font-semibold text-red-700">Unverified rule — check the statute</p>
      )}
      {deadline.overrideReason && (
        <p className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
          Overridden: {deadline.overrideReason}
          {deadline.rule && open && (
            <Button
              size="sm"
              variant="ghost"
              disabled={update.isPending}
              onClick={() => update.mutate({ overrideReason: null })}
              aria-label={`Use the calculated date for ${deadline.title}`}
            >
              Use calculated date
            </Button>
          )}
        </p>
      )}
      {deadline.confirmedAt && (
        <p className="text-xs text-green-700">
          Confirmed by {deadline.confirmedBy ?? 'a member'} on {formatDate(deadline.confirmedAt)}
        </p>
      )}
      {update.isError && <Alert tone="error">{errorMessage(update.error)}</Alert>}
      {addTask.isError && <Alert tone="error">{errorMessage(addTask.error)}</Alert>}
      {addTask.isSuccess && (
        <p className="text-xs text-green-700" role="status">
          Task added, due {formatDate(addTask.data.dueDate)}.
        </p>
      )}
      <div className="flex flex-wrap gap-2 pt-1">
        {open && !deadline.confirmedAt && (
          <Button
            size="sm"
            disabled={update.isPending}
            onClick={() => update.mutate({ confirmed: true })}
            aria-label={`Confirm ${deadline.title}`}
          >
            Confirm
          </Button>
        )}
        {open && (
          <Button size="sm" variant="outline" onClick={() => onOverride(deadline)} aria-label={`Override date of ${deadline.title}`}>
            Override date
          </Button>
        )}
        {open && (
          <Button
            size="sm"
            variant="outline"
            disabled={update.isPending}
            onClick={() => update.mutate({ status: 'met' })}
            aria-label={`Mark ${deadline.title} met`}
          >
            Mark met
          </Button>
        )}
        {open && (deadline.kind === 'custom' || canDismissComputed) && (
          <Button
            size="sm"
            variant="ghost"
            disabled={update.isPending}
            onClick={() => update.mutate({ status: 'dismissed' })}
            aria-label={`Dismiss ${deadline.title}`}
          >
            Dismiss
          </Button>
        )}
        {open && (
          <Button
            size="sm"
            variant="ghost"
            disabled={addTask.isPending}
            onClick={() => addTask.mutate(undefined)}
            aria-label={`Add task for ${deadline.title}`}
          >
            Add task
          </Button>
        )}
        {!open && (
          <Button
            size="sm"
            variant="ghost"
            disabled={update.isPending}
            onClick={() => update.mutate({ status: 'open' })}
            aria-label={`Reopen ${deadline.title}`}
          >
            Reopen
          </Button>
        )}
      </div>
    </li>
  );
}

function OverrideDialog({ caseId, deadline, onClose }: { caseId: string; deadline: Deadline; onClose: () => void }) {
  const form = useZodForm<DeadlineOverrideInput, DeadlineOverride>(deadlineOverrideSchema, {
    defaultValues: { dueDate: deadline.dueDate, overrideReason: deadline.overrideReason ?? '' },
  });
  // The server needs the reason only for a computed date; one form for both keeps why a custom date moved too.
  const update = useDeadlineMutation(caseId, (input: DeadlineOverride) => deadlinesApi.update(caseId, deadline.id, input, deadline));
  const errors = form.formState.errors;
  // A failure stays on the mutation, where FormError shows it; success closes the dialog.
  const submit = form.handleSubmit((values) => update.mutate(values, { onSuccess: onClose }));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Override date" description={deadline.title}>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <FormError error={update.error} />
        <Field label="New due date" htmlFor="override-due-date" error={errors.dueDate?.message}>
          <Input id="override-due-date" type="date" {...form.register('dueDate')} />
        </Field>
        <Field
          label="Reason"
          htmlFor="override-reason"
          error={errors.overrideReason?.message}
          hint="Why the calculator's date does not apply (tolling agreement, discovery, court order...)."
        >
          <Textarea id="override-reason" rows={3} {...form.register('overrideReason')} />
        </Field>
        <DialogActions onCancel={onClose} pending={update.isPending} submitLabel="Override date" />
      </form>
    </Dialog>
  );
}

const emptyDeadline: DeadlineCreateInput = { title: '', dueDate: '' };

function AddDeadlineDialog({ caseId, onClose }: { caseId: string; onClose: () => void }) {
  const form = useZodForm<DeadlineCreateInput, DeadlineCreate>(deadlineCreateSchema, { defaultValues: emptyDeadline });
  const create = useDeadlineMutation(caseId, (input: DeadlineCreate) => deadlinesApi.create(caseId, input));
  const errors = form.formState.errors;
  // A failure stays on the mutation, where FormError shows it; success closes the dialog.
  const submit = form.handleSubmit((values) => create.mutate(values, { onSuccess: onClose }));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Add deadline" description="A date of your own for this case.">
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <FormError error={create.error} />
        <Field label="Title" htmlFor="deadline-title" error={errors.title?.message}>
          <Input id="deadline-title" autoComplete="off" {...form.register('title')} />
        </Field>
        <Field label="Due date" htmlFor="deadline-due-date" error={errors.dueDate?.message}>
          <Input id="deadline-due-date" type="date" {...form.register('dueDate')} />
        </Field>
        <DialogActions onCancel={onClose} pending={create.isPending} submitLabel="Add deadline" />
      </form>
    </Dialog>
  );
}

/** Dates a rule change moved: listed until an owner or attorney confirms them (the same list as on My day). */
function RuleChangeNotice({ caseId, changes }: { caseId: string; changes: RuleDateChange[] }) {
  const canConfirm = useCan('deadline.confirmRuleChange');
  const confirm = useConfirmCaseDates();
  return (
    <div className="px-5 pt-4">
      <Alert tone="warning">
        <p className="font-medium">A rule change moved these dates: an attorney must confirm them.</p>
        <ul className="mt-1 list-disc pl-5" aria-label="Dates moved by a rule change">
          {changes.map((change) => (
            <li key={change.computedKey}>{describeRuleDateChange(change)}</li>
          ))}
        </ul>
        {canConfirm && (
          <Button size="sm" className="mt-2" disabled={confirm.isPending} onClick={() => confirm.mutate(caseId)}>
            Confirm dates
          </Button>
        )}
        {confirm.isError && <p className="mt-1 text-red-700">{errorMessage(confirm.error, 'The dates could not be confirmed.')}</p>}
      </Alert>
    </div>
  );
}

export function DeadlinesSection({ caseId }: { caseId: string }) {
  const deadlines = useCaseDeadlines(caseId);
  const [overriding, setOverriding] = useState<Deadline | null>(null);
  const [adding, setAdding] = useState(false);
  const data = deadlines.data;
  return (
    <Card role="region" aria-labelledby="deadlines-heading">
      <CardHeader
        title={<span id="deadlines-heading">Deadlines</span>}
        description={DEADLINE_CALCULATOR_NOTICE}
        actions={
          <Button size="sm" onClick={() => setAdding(true)}>
            <Plus className="h-4 w-4" aria-hidden="true" /> Add deadline
          </Button>
        }
      />
      {deadlines.isPending && (
        <div className="px-5 py-6">
          <Spinner label="Loading deadlines" />
        </div>
      )}
      {deadlines.isError && (
        <div className="px-5 py-4">
          <Alert tone="error">{errorMessage(deadlines.error, 'The deadlines could not be loaded.')}</Alert>
        </div>
      )}
      {data && (
        <>
          {data.ruleChange && <RuleChangeNotice caseId={caseId} changes={data.ruleChange.changes} />}
          {(data.unknownReason || data.warnings.length > 0) && (
            <div className="space-y-2 px-5 pt-4">
              {data.unknownReason && <Alert tone="warning">{data.unknownReason}</Alert>}
              {data.warnings.map((warning) =>
                // A date that is probably mistyped is an alert: every date on the case may be wrong until it is fixed.
                warning.startsWith(DATE_CHECK_PREFIX) ? (
                  <Alert key={warning} tone="warning">
                    {warning}
                  </Alert>
                ) : (
                  <p key={warning} className="text-xs text-amber-800">
                    {warning}
                  </p>
                ),
              )}
            </div>
          )}
          {data.items.length === 0 ? (
            <p className="px-5 py-6 text-sm text-slate-500">No deadlines yet.</p>
          ) : (
            <ul className="divide-y divide-slate-100" aria-label="Deadlines">
              {data.items.map((deadline) => (
                <DeadlineItem key={deadline.id} caseId={caseId} deadline={deadline} onOverride={setOverriding} />
              ))}
            </ul>
          )}
        </>
      )}
      {overriding && <OverrideDialog caseId={caseId} deadline={overriding} onClose={() => setOverriding(null)} />}
      {adding && <AddDeadlineDialog caseId={caseId} onClose={() => setAdding(false)} />}
    </Card>
  );
}
