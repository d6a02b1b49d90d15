// Case notes on the case page: add, edit in place and delete, newest first.
import { useState } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { formatDate, noteCreateSchema, type Note } from '@casecast/domain';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/feedback';
import { Field } from '../../../components/ui/field';
import { useZodForm } from '../../../components/ui/form';
import { Textarea } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api';
import { notesApi, useCaseMutation } from '../api';
import { ConfirmDialog } from './confirm-dialog';

// The note's text alone: the author is the signed-in user.
const noteContentFormSchema = z.object({ content: noteCreateSchema.shape.content });

function formatNoteTime(value: string): string {
  const time = new Date(value);
  return Number.isNaN(time.getTime())
    ? formatDate(value)
    : `${formatDate(value)}, ${time.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}`;
}

function NoteItem({ caseId, note, onDelete }: { caseId: string; note: Note; onDelete: (note: Note) => void }) {
  const [editing, setEditing] = useState(false);
  const update = useCaseMutation(caseId, (content: string) => notesApi.update(caseId, note.id, { content }, note));
  const form = useZodForm(noteContentFormSchema, { defaultValues: { content: note.content } });
  const error = form.formState.errors.content?.message ?? (update.isError ? errorMessage(update.error) : undefined);
  const save = form.handleSubmit(async ({ content }) => {
    try {
      await update.mutateAsync(content);
      setEditing(false);
    } catch {
      // shown under the field
    }
  });
  return (
    <li className="px-5 py-4">
      {editing ? (
        <form onSubmit={(event) => void save(event)} className="space-y-2" noValidate>
          <Field label="Edit note" htmlFor={`note-edit-${note.id}`} error={error}>
            <Textarea id={`note-edit-${note.id}`} rows={3} autoFocus {...form.register('content')} />
          </Field>
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save note'}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                setEditing(false);
                form.reset({ content: note.content });
                update.reset();
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="whitespace-pre-wrap text-sm text-slate-800">{note.content}</p>
            <p className="mt-1 text-xs text-slate-500">
              {note.author ? `${note.author} · ` : ''}
              {formatNoteTime(note.createdAt)}
            </p>
          </div>
          <div className="flex shrink-0">
            <Button
              variant="ghost"
              size="icon"
              aria-label="Edit note"
              onClick={() => setEditing(true)}
              className="text-slate-500 hover:text-slate-700"
            >
              <Pencil className="h-4 w-4" aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label="Delete note"
              onClick={() => onDelete(note)}
              className="text-slate-500 hover:text-red-600"
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}

export function NotesPanel({ caseId, notes }: { caseId: string; notes: readonly Note[] }) {
  const [deleting, setDeleting] = useState<Note | null>(null);
  const create = useCaseMutation(caseId, (text: string) => notesApi.create(caseId, { content: text }));
  const remove = useCaseMutation(caseId, (note: Note) => notesApi.remove(caseId, note.id, note));
  const form = useZodForm(noteContentFormSchema, { defaultValues: { content: '' } });
  const error = form.formState.errors.content?.message ?? (create.isError ? errorMessage(create.error) : undefined);

  const add = form.handleSubmit(async ({ content }) => {
    try {
      await create.mutateAsync(content);
      form.reset({ content: '' });
    } catch {
      // shown under the field
    }
  });

  return (
    <Card role="region" aria-labelledby="notes-heading">
      <CardHeader title={<span id="notes-heading">Notes</span>} description={`${notes.length} ${notes.length === 1 ? 'note' : 'notes'}`} />
      <form onSubmit={(event) => void add(event)} className="space-y-2 border-b border-slate-100 p-5" noValidate>
        <Field label="New note" htmlFor="new-note" error={error}>
          <Textarea id="new-note" rows={3} placeholder="Write a note about this case..." {...form.register('content')} />
        </Field>
        <Button type="submit" size="sm" disabled={create.isPending}>
          {create.isPending ? 'Saving...' : 'Add Note'}
        </Button>
      </form>
      {notes.length === 0 ? (
        <p className="px-5 py-6 text-center text-sm text-slate-500">No notes added yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {notes.map((note) => (
            <NoteItem key={note.id} caseId={caseId} note={note} onDelete={setDeleting} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) {
            setDeleting(null);
            remove.reset();
          }
        }}
        title="Delete note?"
        confirmLabel="Delete note"
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
        onConfirm={() => deleting && remove.mutate(deleting, { onSuccess: () => setDeleting(null) })}
      >
        <p>This note will be removed from the case. The change is kept in the case history.</p>
      </ConfirmDialog>
    </Card>
  );
}
