// One line of a history (a case's, or the firm's activity in Settings): who added, changed or deleted what and when,
// then each field's change. A short value reads "old → new"; a long text (a letter, a note) is collapsed, and opening
// it shows the whole text before and after.
import { useId } from 'react';
import {
  AUDIT_ACTION_WORDS,
  AUDIT_ENTITY_WORDS,
  formatDate,
  formatFieldLabel,
  type AuditEntityType,
  type AuditFieldChange,
  type FirmActivityEntry,
} from '@casecast/domain';

const SHORT_TEXT = 80;

/** Fields whose name reads better in the words of the form that edits them. */
const FIELD_LABELS: Partial<Record<AuditEntityType, Record<string, string>>> = { demand_template: { body: 'Letter text' } };

function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value.length > SHORT_TEXT ? `${value.slice(0, SHORT_TEXT - 1)}…` : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

const isLongText = (value: unknown) => typeof value === 'string' && (value.length > SHORT_TEXT || value.includes('\n'));

export function formatAuditTime(value: string): string {
  const time = new Date(value);
  return Number.isNaN(time.getTime())
    ? value
    : `${formatDate(value)}, ${time.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}`;
}

/** A whole text, named by its label (Before, After) for screen readers too. */
function FullText({ label, text }: { label: string; text: unknown }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="min-w-0">
      <p id={id} className="font-medium text-slate-600">
        {label}
      </p>
      <p className="mt-0.5 max-h-64 overflow-y-auto whitespace-pre-wrap break-words rounded border border-slate-200 bg-slate-50 p-2 font-mono text-slate-800">
        {typeof text === 'string' && text !== '' ? text : '—'}
      </p>
    </div>
  );
}

/** A long text's change: collapsed under the field's name, the texts before and after side by side once opened. */
function LongChange({ label, change, action }: { label: string; change: AuditFieldChange; action: FirmActivityEntry['action'] }) {
  return (
    <details className="rounded-md border border-slate-200 px-2 py-1">
      <summary className="cursor-pointer font-medium text-slate-600">
        {action === 'update' ? `${label}: show the text before and after` : `${label}: show the text`}
      </summary>
      <div className={`mt-2 grid gap-2 pb-1 ${action === 'update' ? 'sm:grid-cols-2' : ''}`}>
        {action !== 'create' && <FullText label="Before" text={change.old} />}
        {action !== 'delete' && <FullText label="After" text={change.new} />}
      </div>
    </details>
  );
}

/** An entry as a list item; a case's history and the firm's activity render their entries with it. */
export function AuditEntryItem({
  entry,
}: {
  entry: Pick<FirmActivityEntry, 'action' | 'entityType' | 'actorName' | 'createdAt' | 'changes'>;
}) {
  const changes = Object.entries(entry.changes);
  const labelOf = (field: string) => FIELD_LABELS[entry.entityType]?.[field] ?? formatFieldLabel(field);
  // An update shows every field it changed; an addition or deletion only its long texts (the rest is in the record).
  const short = entry.action === 'update' ? changes.filter(([, change]) => !isLongText(change.old) && !isLongText(change.new)) : [];
  const long = changes.filter(([, change]) => isLongText(change.old) || isLongText(change.new));
  return (
    <li className="px-5 py-3 text-sm">
      <p className="text-slate-800">
        <span className="font-medium">{entry.actorName ?? 'Someone'}</span> {AUDIT_ACTION_WORDS[entry.action]}{' '}
        {AUDIT_ENTITY_WORDS[entry.entityType]}
      </p>
      <p className="text-xs text-slate-500">{formatAuditTime(entry.createdAt)}</p>
      {short.length > 0 && (
        <dl className="mt-1.5 space-y-0.5 text-xs">
          {short.map(([field, change]) => (
            <div key={field} className="flex flex-wrap gap-1">
              <dt className="font-medium text-slate-600">{labelOf(field)}:</dt>
              <dd className="text-slate-500">
                <span className="line-through decoration-slate-300">{formatValue(change.old)}</span> →{' '}
                <span className="text-slate-800">{formatValue(change.new)}</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
      {long.length > 0 && (
        <div className="mt-1.5 space-y-1 text-xs">
          {long.map(([field, change]) => (
            <LongChange key={field} label={labelOf(field)} change={change} action={entry.action} />
          ))}
        </div>
      )}
    </li>
  );
}
