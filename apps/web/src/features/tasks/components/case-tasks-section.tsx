// The case page's Phase and Tasks: the case's phase (moving it offers the phase's checklist as tasks) and its tasks.
import { useState, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import {
  CASE_STAGE_LABELS,
  CASE_STAGES,
  endsCaseWork,
  formatDate,
  missingSettlementFacts,
  TASK_PRIORITIES,
  TASK_PRIORITY_LABELS,
  TASK_RECURRENCE_LABELS,
  TASK_RECURRENCES,
  taskCreateSchema,
  taskKind,
  taskUpdateSchema,
  type CaseStage,
  type Task,
  type TaskCreate,
  type TaskCreateInput,
  type TaskUpdate,
  type TaskUpdateInput,
} from '@casecast/domain';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions } from '../../../components/ui/dialog';
import { Alert, Badge, Card, CardHeader, Spinner, type BadgeTone } from '../../../components/ui/feedback';
import { Field } from '../../../components/ui/field';
import { FormError, useZodForm } from '../../../components/ui/form';
import { Checkbox, Input, Select } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api';
import { recordChecks, showServerFieldErrors } from '../../../lib/record-form';
import { useMe } from '../../../lib/auth';
import { useChosenUntilSettled } from '../../../lib/use-chosen-until-settled';
import {
  SettleFactsFields,
  settleFactsShowServerError,
  showSettleFactsErrors,
  useSettleFactsForm,
  type SettleCaseFacts,
} from '../../../components/settle-facts';
import { tasksApi, useFirmMembers, useStageTemplates, useTasks, useTaskMutation } from '../api';

export const PRIORITY_TONES: Record<Task['priority'], BadgeTone> = { low: 'gray', normal: 'blue', high: 'yellow', urgent: 'red' };

/** One task: done box, title, due date and assignee; with `showCase`, the case it belongs to (the Tasks page). */
export function TaskRow({ task, showCase = false }: { task: Task; showCase?: boolean }) {
  const [editing, setEditing] = useState(false);
  const update = useTaskMutation((done: boolean) => tasksApi.update(task.id, { status: done ? 'done' : 'open' }, task), task.caseId);
  const remove = useTaskMutation(() => tasksApi.remove(task.id, task), task.caseId);
  const done = task.status === 'done';
  // The box follows the click at once and keeps it until the list has caught up (the mutation waits for the refetch).
  const chosen = useChosenUntilSettled<boolean>();
  const checked = chosen.shown(task.id, done);
  const id = `task-done-${task.id}`;
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 px-5 py-3" data-testid="task-item">
      <div className="flex items-start gap-3">
        <Checkbox
          id={id}
          checked={checked}
          disabled={update.isPending}
          onChange={(event) => {
            const value = event.target.checked;
            update.mutate(value, { onSettled: chosen.choose(task.id, value) });
          }}
          className="mt-1"
        />
        <div>
          <label htmlFor={id} className={done ? 'text-slate-500 line-through' : 'font-medium text-slate-900'}>
            {task.title}
          </label>
          <p className="text-xs text-slate-600">
            {task.dueDate ? `Due ${formatDate(task.dueDate)}` : 'No due date'}
            {task.assigneeName ? ` · ${task.assigneeName}` : ' · Nobody assigned'}
            {task.recurrence !== 'none' && ` · ${TASK_RECURRENCE_LABELS[task.recurrence]}`}
            {done && task.doneBy && ` · done by ${task.doneBy}${task.doneAt ? ` on ${formatDate(task.doneAt)}` : ''}`}
          </p>
          {showCase && (
            <p className="text-xs text-slate-600">
              {task.caseId ? (
                <Link to={`/dashboard/case/${encodeURIComponent(task.caseId)}`} className="font-medium text-brand-600 hover:text-brand-700">
                  {task.clientName ?? 'Case'}
                </Link>
              ) : (
                'No case'
              )}
            </p>
          )}
          {(update.isError || remove.isError) && <Alert tone="error">{errorMessage(update.error ?? remove.error)}</Alert>}
        </div>
      </div>
      <div className="flex items-center gap-2">
        <Badge tone={PRIORITY_TONES[task.priority]}>{TASK_PRIORITY_LABELS[task.priority]}</Badge>
        <Button size="sm" variant="ghost" onClick={() => setEditing(true)} aria-label={`Edit task ${task.title}`}>
          <Pencil className="h-4 w-4" aria-hidden="true" />
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={remove.isPending}
          onClick={() => remove.mutate(undefined)}
          aria-label={`Delete task ${task.title}`}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
      {editing && <EditTaskDialog task={task} onClose={() => setEditing(false)} />}
    </li>
  );
}

/** Assignee choices: the firm's members (the list may be unavailable; then only "me"). */
function AssigneeSelect({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  const members = useFirmMembers();
  const me = useMe();
  const options = members.data ?? (me.data ? [{ userId: me.data.user.id, name: me.data.user.name }] : []);
  return (
    <Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">Nobody</option>
      {options.map((member) => (
        <option key={member.userId} value={member.userId}>
          {member.name}
        </option>
      ))}
    </Select>
  );
}

/** The fields of the add and edit dialogs: a server 400 shows each of its issues under the one it names. */
const TASK_FORM_FIELDS = ['title', 'dueDate', 'priority', 'recurrence', 'assigneeId'] as const;
type TaskFormField = (typeof TASK_FORM_FIELDS)[number];
type TaskFieldErrors = Partial<Record<TaskFormField, { message?: string | undefined }>>;

/** A new task as the kind checks it (the server makes it open). */
const taskFormSchema = taskCreateSchema.superRefine(recordChecks((task: TaskCreate) => taskKind.check({ ...task, status: 'open' })));

/** A change as the kind checks it: over the task as it is stored. */
function taskChangeSchema(task: Task) {
  const { title, caseId, assigneeId, dueDate, priority, status, notes, recurrence } = task;
  const stored = { title, caseId, assigneeId, dueDate, priority, status, notes, recurrence };
  return taskUpdateSchema.superRefine(
    recordChecks((patch: TaskUpdate) =>
      taskKind.check({ ...stored, ...Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) }),
    ),
  );
}

/** Title, due date, priority and assignee: the fields of the add and edit dialogs. */
function TaskFields({
  idPrefix,
  fields,
  errors,
  assignee,
  onAssignee,
}: {
  idPrefix: string;
  /** The form's registrations of its title, due date and priority. */
  fields: Record<'title' | 'dueDate' | 'priority' | 'recurrence', UseFormRegisterReturn>;
  errors: TaskFieldErrors;
  assignee: string;
  onAssignee: (value: string) => void;
}) {
  const labels = taskKind.labels;
  return (
    <>
      <Field label={labels.title} htmlFor={`${idPrefix}-title`} error={errors.title?.message}>
        <Input id={`${idPrefix}-title`} autoComplete="off" {...fields.title} />
      </Field>
      <Field label={labels.dueDate} htmlFor={`${idPrefix}-due-date`} error={errors.dueDate?.message}>
        <Input id={`${idPrefix}-due-date`} type="date" {...fields.dueDate} />
      </Field>
      <Field label={labels.priority} htmlFor={`${idPrefix}-priority`} error={errors.priority?.message}>
        <Select id={`${idPrefix}-priority`} {...fields.priority}>
          {TASK_PRIORITIES.map((priority) => (
            <option key={priority} value={priority}>
              {TASK_PRIORITY_LABELS[priority]}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label={labels.recurrence}
        htmlFor={`${idPrefix}-recurrence`}
        error={errors.recurrence?.message}
        hint="Done, a repeating task makes its next one."
      >
        <Select id={`${idPrefix}-recurrence`} {...fields.recurrence}>
          {TASK_RECURRENCES.map((recurrence) => (
            <option key={recurrence} value={recurrence}>
              {TASK_RECURRENCE_LABELS[recurrence]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={labels.assigneeId} htmlFor={`${idPrefix}-assignee`} error={errors.assigneeId?.message}>
        <AssigneeSelect id={`${idPrefix}-assignee`} value={assignee} onChange={onAssignee} />
      </Field>
    </>
  );
}

export function AddTaskDialog({
  caseId,
  onClose,
  defaults,
}: {
  caseId: string | null;
  onClose: () => void;
  defaults?: Partial<TaskCreateInput>;
}) {
  const me = useMe();
  const form = useZodForm<TaskCreateInput, TaskCreate>(taskFormSchema, {
    defaultValues: {
      title: '',
      dueDate: '',
      priority: 'normal',
      recurrence: 'none',
      caseId,
      assigneeId: me.data?.user.id ?? null,
      ...defaults,
    },
  });
  const create = useTaskMutation((input: TaskCreate) => tasksApi.create(input), caseId);
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) =>
    create.mutate(values, { onSuccess: onClose, onError: (failure) => showServerFieldErrors(failure, form.setError, TASK_FORM_FIELDS) }),
  );
  const assignee = form.watch('assigneeId') ?? '';
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Add task">
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <FormError error={create.error} />
        <TaskFields
          idPrefix="task"
          fields={{
            title: form.register('title'),
            dueDate: form.register('dueDate'),
            priority: form.register('priority'),
            recurrence: form.register('recurrence'),
          }}
          errors={errors}
          assignee={assignee}
          onAssignee={(value) => form.setValue('assigneeId', value === '' ? null : value)}
        />
        <DialogActions onCancel={onClose} pending={create.isPending} submitLabel="Add task" />
      </form>
    </Dialog>
  );
}

/** Change a task's title, due date, priority or assignee (reassign); sent with the version shown. */
export function EditTaskDialog({ task, onClose }: { task: Task; onClose: () => void }) {
  const [schema] = useState(() => taskChangeSchema(task));
  const form = useZodForm<TaskUpdateInput, TaskUpdate>(schema, {
    defaultValues: {
      title: task.title,
      dueDate: task.dueDate ?? '',
      priority: task.priority,
      recurrence: task.recurrence,
      assigneeId: task.assigneeId,
    },
  });
  const save = useTaskMutation((input: TaskUpdate) => tasksApi.update(task.id, input, task), task.caseId);
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) =>
    save.mutate(values, { onSuccess: onClose, onError: (failure) => showServerFieldErrors(failure, form.setError, TASK_FORM_FIELDS) }),
  );
  const assignee = form.watch('assigneeId') ?? '';
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Edit task">
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <FormError error={save.error} />
        <TaskFields
          idPrefix="edit-task"
          fields={{
            title: form.register('title'),
            dueDate: form.register('dueDate'),
            priority: form.register('priority'),
            recurrence: form.register('recurrence'),
          }}
          errors={errors}
          assignee={assignee}
          onAssignee={(value) => form.setValue('assigneeId', value === '' ? null : value)}
        />
        <DialogActions onCancel={onClose} pending={save.isPending} submitLabel="Save task" />
      </form>
    </Dialog>
  );
}

/** Which of the case's open deadlines and tasks stay open when the case ends. */
export type KeepOpen = { deadlineIds: string[]; taskIds: string[] };
/**
 * The question the case header asks when a case is settled or closed (which open deadlines and tasks to keep), handed
 * in by the case page: it reads the case's deadlines, which this feature may not.
 */
export type OpenWorkQuestion = (answer: { keepOpen: KeepOpen; onChange: (next: KeepOpen) => void }) => ReactNode;

/**
 * Moving to a phase lists its checklist, each item a checkbox (all ticked at first); the ticked ones become tasks.
 * Moving from an open phase to settled or closed also asks which open deadlines and tasks to keep open.
 */
function StageDialog({
  caseId,
  from,
  stage,
  openWork,
  settlement,
  onSettled,
  onClose,
}: {
  caseId: string;
  from: CaseStage;
  stage: CaseStage;
  openWork?: OpenWorkQuestion | undefined;
  settlement?: SettlementSoFar | undefined;
  onSettled?: (() => void) | undefined;
  onClose: () => void;
}) {
  const templates = useStageTemplates();
  const checklist = templates.data?.find((template) => template.stage === stage)?.items ?? [];
  const [unticked, setUnticked] = useState<Set<number>>(new Set());
  const ends = endsCaseWork(from, stage);
  const [keepOpen, setKeepOpen] = useState<KeepOpen>({ deadlineIds: [], taskIds: [] });
  // A move to Settled of a case without its amount or date closed asks for them here and sends them with the move.
  const asksFacts = settlement !== undefined && missingSettlementFacts({ ...settlement, status: stage }).length > 0;
  const factsForm = useSettleFactsForm(settlement ?? { actualSettlement: null, dateClosed: null });
  const change = useTaskMutation(
    ({ items, facts }: { items: number[]; facts?: SettleCaseFacts }) =>
      tasksApi.changeStage(caseId, { stage, checklistItems: items, ...(ends ? { keepOpen } : {}), ...facts }),
    caseId,
  );
  const chosen = checklist.map((_item, index) => index).filter((index) => !unticked.has(index));
  const move = (facts?: SettleCaseFacts) =>
    change.mutate(
      { items: chosen, ...(facts ? { facts } : {}) },
      {
        onSuccess: () => {
          if (facts) onSettled?.();
          onClose();
        },
        onError: (failure) => showSettleFactsErrors(factsForm, failure),
      },
    );
  const submitWithFacts = factsForm.handleSubmit((facts) => move(facts));
  const toggle = (index: number) =>
    setUnticked((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Move to ${CASE_STAGE_LABELS[stage]}`}
      description={
        ends && !openWork
          ? "Choose the checklist tasks to create with the move. The case's open deadlines and tasks are closed with it."
          : 'Choose the checklist tasks to create with the move.'
      }
    >
      <form
        onSubmit={(event) => {
          if (asksFacts) return void submitWithFacts(event);
          event.preventDefault();
          move();
        }}
        noValidate
        className="space-y-4"
      >
        <FormError error={asksFacts && settleFactsShowServerError(factsForm) ? null : change.error} />
        {asksFacts && <SettleFactsFields form={factsForm} idPrefix="stage-settle" autoFocus />}
        {ends && openWork?.({ keepOpen, onChange: setKeepOpen })}
        {templates.isPending && <Spinner label="Loading the checklist" />}
        {templates.data && checklist.length === 0 && <p className="text-sm text-slate-500">This phase has no checklist.</p>}
        {checklist.length > 0 && (
          <fieldset>
            <legend className="mb-2 text-sm font-medium">{CASE_STAGE_LABELS[stage]} checklist</legend>
            <ul className="space-y-2">
              {checklist.map((item, index) => (
                <li key={`${index}-${item.title}`} className="flex items-start gap-2">
                  <Checkbox id={`checklist-${index}`} checked={!unticked.has(index)} onChange={() => toggle(index)} className="mt-1" />
                  <label htmlFor={`checklist-${index}`} className="text-sm">
                    {item.title}
                    <span className="text-slate-500">
                      {' '}
                      · {item.dueInDays === null
                        ? 'no due date'
                        : `due in ${item.dueInDays} ${item.dueInDays === 1 ? 'day' : 'days'}`} · {TASK_PRIORITY_LABELS[item.priority]}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
        <DialogActions
          onCancel={onClose}
          pending={change.isPending}
          submitLabel={chosen.length > 0 ? `Move and create ${chosen.length} ${chosen.length === 1 ? 'task' : 'tasks'}` : 'Move'}
        />
      </form>
    </Dialog>
  );
}

/** What the case settled for and when it closed, as the case holds them now. */
type SettlementSoFar = { actualSettlement: number | null; dateClosed: string | null };

export function CaseTasksSection({
  caseId,
  stage,
  openWork,
  settlement,
  onSettled,
}: {
  caseId: string;
  stage: CaseStage;
  /** The case header's keep-open question, asked when the move settles or closes the case. */
  openWork?: OpenWorkQuestion;
  /** What the case settled for and when it closed: a move to Settled without them asks for them in its dialog. */
  settlement?: SettlementSoFar;
  /** Called after a move that saved the settlement amount and date closed (the case page refreshes its money). */
  onSettled?: () => void;
}) {
  const tasks = useTasks({ caseId });
  const [adding, setAdding] = useState(false);
  const [moving, setMoving] = useState<CaseStage | null>(null);
  return (
    <Card role="region" aria-labelledby="tasks-heading">
      <CardHeader
        title={<span id="tasks-heading">Phase and tasks</span>}
        actions={
          <Button size="sm" onClick={() => setAdding(true)}>
            <Plus className="h-4 w-4" aria-hidden="true" /> Add task
          </Button>
        }
      />
      <div className="flex flex-wrap items-end gap-3 border-b border-slate-100 px-5 py-3">
        <div>
          <label htmlFor="case-stage" className="block text-xs font-medium text-slate-600">
            Phase checklist
          </label>
          <Select id="case-stage" value={stage} onChange={(event) => setMoving(event.target.value as CaseStage)} className="mt-1">
            {CASE_STAGES.map((value) => (
              <option key={value} value={value}>
                {CASE_STAGE_LABELS[value]}
              </option>
            ))}
          </Select>
        </div>
        <Link
          to={`/dashboard/calendar?caseId=${encodeURIComponent(caseId)}`}
          className="text-sm font-medium text-brand-600 hover:text-brand-700"
        >
          See on the calendar
        </Link>
      </div>
      {tasks.isPending && (
        <div className="px-5 py-4">
          <Spinner label="Loading tasks" />
        </div>
      )}
      {tasks.isError && (
        <div className="px-5 py-4">
          <Alert tone="error">{errorMessage(tasks.error, 'The tasks could not be loaded.')}</Alert>
        </div>
      )}
      {tasks.data && tasks.data.items.length === 0 && <p className="px-5 py-4 text-sm text-slate-500">No tasks on this case.</p>}
      {tasks.data && tasks.data.items.length > 0 && (
        <ul className="divide-y divide-slate-100" aria-label="Case tasks">
          {tasks.data.items.map((task) => (
            <TaskRow key={task.id} task={task} />
          ))}
        </ul>
      )}
      {tasks.data?.truncated && (
        <p role="status" className="px-5 py-2 text-sm text-amber-800">
          Showing the first {tasks.data.items.length} tasks, soonest due first; more are not shown. Mark done tasks as done to see the rest.
        </p>
      )}
      {adding && <AddTaskDialog caseId={caseId} onClose={() => setAdding(false)} />}
      {moving && moving !== stage && (
        <StageDialog
          caseId={caseId}
          from={stage}
          stage={moving}
          openWork={openWork}
          settlement={settlement}
          onSettled={onSettled}
          onClose={() => setMoving(null)}
        />
      )}
    </Card>
  );
}
