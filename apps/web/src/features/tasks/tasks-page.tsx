// /dashboard/tasks: the firm's tasks in one list — mine, one member's, unassigned or everyone's — by status and
// due date, each with its case; add a task with or without a case, complete, edit and reassign. Filters live in the URL.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Plus } from 'lucide-react';
import { addDays, getTodayIsoDate, type Task } from '@casecast/domain';
import { Button } from '../../components/ui/button';
import { Alert, Card, Spinner } from '../../components/ui/feedback';
import { Select } from '../../components/ui/input';
import { errorMessage } from '../../lib/api';
import { useMe } from '../../lib/auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useFirmMembers, useTasks, type TaskFilters } from './api';
import { AddTaskDialog, TaskRow } from './components/case-tasks-section';

const WHOSE = ['mine', 'everyone', 'unassigned'] as const;
type Whose = (typeof WHOSE)[number];
const DUE = ['any', 'overdue', 'today', 'week'] as const;
type Due = (typeof DUE)[number];
const STATUS = ['open', 'done', 'all'] as const;

const pick = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : fallback;

/** The server's filters for the chosen due window (`from`/`to` bound the due date, inclusive). */
function dueRange(due: Due, today: string): Pick<TaskFilters, 'from' | 'to'> {
  if (due === 'overdue') return { to: addDays(today, -1) };
  if (due === 'today') return { from: today, to: today };
  if (due === 'week') return { from: today, to: addDays(today, 7) };
  return {};
}

export function TasksPage() {
  useDocumentTitle('Tasks');
  const [params, setParams] = useSearchParams();
  const me = useMe();
  const members = useFirmMembers();
  const [adding, setAdding] = useState(false);
  const memberParam = params.get('assigneeId') ?? '';
  const whose: Whose = memberParam ? 'everyone' : pick(WHOSE, params.get('whose'), 'mine');
  const due = pick(DUE, params.get('due'), 'any');
  const status = pick(STATUS, params.get('status'), 'open');
  const today = getTodayIsoDate();
  const myId = me.data?.user.id;
  const filters: TaskFilters = {
    ...(memberParam ? { assigneeId: memberParam } : whose === 'mine' && myId ? { assigneeId: myId } : {}),
    ...(whose === 'unassigned' && !memberParam ? { unassigned: 'true' as const } : {}),
    ...(status === 'all' ? {} : { status }),
    ...dueRange(due, today),
  };
  const tasks = useTasks(filters);
  const items: Task[] = tasks.data?.items ?? [];

  const update = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Tasks</h1>
        <Button onClick={() => setAdding(true)}>
          <Plus className="h-4 w-4" aria-hidden="true" /> Add task
        </Button>
      </div>
      <Card className="flex flex-wrap items-end gap-3 p-4">
        <label className="text-sm font-medium text-slate-700">
          Whose
          <Select
            className="mt-1 block"
            value={memberParam ? `member:${memberParam}` : whose}
            onChange={(event) => {
              const value = event.target.value;
              if (value.startsWith('member:')) update({ assigneeId: value.slice('member:'.length), whose: null });
              else update({ whose: value === 'mine' ? null : value, assigneeId: null });
            }}
          >
            <option value="mine">My tasks</option>
            <option value="everyone">Everyone&apos;s</option>
            <option value="unassigned">Nobody assigned</option>
            {(members.data ?? [])
              .filter((member) => member.userId !== myId)
              .map((member) => (
                <option key={member.userId} value={`member:${member.userId}`}>
                  {member.name}
                </option>
              ))}
          </Select>
        </label>
        <label className="text-sm font-medium text-slate-700">
          Due
          <Select
            className="mt-1 block"
            value={due}
            onChange={(event) => update({ due: event.target.value === 'any' ? null : event.target.value })}
          >
            <option value="any">Any time</option>
            <option value="overdue">Overdue</option>
            <option value="today">Today</option>
            <option value="week">Next 7 days</option>
          </Select>
        </label>
        <label className="text-sm font-medium text-slate-700">
          Status
          <Select
            className="mt-1 block"
            value={status}
            onChange={(event) => update({ status: event.target.value === 'open' ? null : event.target.value })}
          >
            <option value="open">Open</option>
            <option value="done">Done</option>
            <option value="all">All</option>
          </Select>
        </label>
      </Card>
      <Card role="region" aria-label="Task list">
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
        {tasks.data && items.length === 0 && <p className="px-5 py-4 text-sm text-slate-500">No tasks match these filters.</p>}
        {items.length > 0 && (
          <ul className="divide-y divide-slate-100" aria-label="Tasks">
            {items.map((task) => (
              <TaskRow key={task.id} task={task} showCase />
            ))}
          </ul>
        )}
        {tasks.data?.truncated && (
          <p role="status" className="px-5 py-2 text-sm text-amber-800">
            Showing the first {tasks.data.items.length} tasks, soonest due first; more match. Narrow the filters to see them.
          </p>
        )}
      </Card>
      {adding && <AddTaskDialog caseId={null} onClose={() => setAdding(false)} />}
    </div>
  );
}
