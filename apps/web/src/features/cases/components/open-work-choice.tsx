// Ending a case (settled, closed, dismissed, verdict) closes its open deadlines and tasks: this lists them so the
// user can keep any open. The server makes the change; this only says which to leave alone.
import { formatDate } from '@casecast/domain';
import { Spinner } from '../../../components/ui/feedback';
import { Checkbox } from '../../../components/ui/input';
import { useCaseDeadlines } from '../../deadlines/api';
import { useTasks } from '../../tasks/api';

export type KeepOpen = { deadlineIds: string[]; taskIds: string[] };

export const KEEP_NOTHING_OPEN: KeepOpen = { deadlineIds: [], taskIds: [] };

function toggle(ids: string[], id: string, keep: boolean): string[] {
  return keep ? [...ids, id] : ids.filter((kept) => kept !== id);
}

function KeepOpenItem({ label, kept, onChange }: { label: string; kept: boolean; onChange: (kept: boolean) => void }) {
  return (
    <li>
      <label className="flex items-start gap-2 text-sm text-slate-700">
        <Checkbox className="mt-0.5" checked={kept} onChange={(event) => onChange(event.target.checked)} />
        <span>Keep open: {label}</span>
      </label>
    </li>
  );
}

export function OpenWorkChoice({ caseId, keepOpen, onChange }: { caseId: string; keepOpen: KeepOpen; onChange: (next: KeepOpen) => void }) {
  const deadlines = useCaseDeadlines(caseId);
  const tasks = useTasks({ caseId, status: 'open' });
  if (deadlines.isPending || tasks.isPending) return <Spinner className="h-4 w-4" label="Loading the case's open deadlines and tasks" />;
  const openDeadlines = (deadlines.data?.items ?? []).filter((deadline) => deadline.status === 'open');
  const openTasks = tasks.data?.items ?? [];
  if (openDeadlines.length === 0 && openTasks.length === 0)
    return <p className="text-sm text-slate-600">This case has no open deadlines or tasks.</p>;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-900">Its open deadlines and tasks close with it. Tick any to keep open.</legend>
      <ul className="max-h-56 space-y-1 overflow-y-auto">
        {openDeadlines.map((deadline) => (
          <KeepOpenItem
            key={deadline.id}
            label={`${deadline.title}, due ${formatDate(deadline.dueDate)}`}
            kept={keepOpen.deadlineIds.includes(deadline.id)}
            onChange={(kept) => onChange({ ...keepOpen, deadlineIds: toggle(keepOpen.deadlineIds, deadline.id, kept) })}
          />
        ))}
        {openTasks.map((task) => (
          <KeepOpenItem
            key={task.id}
            label={`task “${task.title}”${task.dueDate ? `, due ${formatDate(task.dueDate)}` : ''}`}
            kept={keepOpen.taskIds.includes(task.id)}
            onChange={(kept) => onChange({ ...keepOpen, taskIds: toggle(keepOpen.taskIds, task.id, kept) })}
          />
        ))}
      </ul>
      {openDeadlines.some((deadline) => deadline.kind !== 'custom') && (
        <p className="text-xs text-slate-500">
          Statute of limitations and notice deadlines close only when an owner or attorney ends the case.
        </p>
      )}
    </fieldset>
  );
}
