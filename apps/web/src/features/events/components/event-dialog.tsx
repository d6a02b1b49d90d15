// Add, change or delete one event: title, kind, the day with its start and end times (the browser's time zone), the
// place, a video link, the case and the members attending. Changes and removals name the version seen (If-Match).
import { useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { EVENT_KIND_LABELS, EVENT_KINDS, formatOptionalCaseName, type CalendarEventCreate, type CalendarEventItem } from '@casecast/domain';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions } from '../../../components/ui/dialog';
import { Alert } from '../../../components/ui/feedback';
import { Field, FieldError, fieldErrorId } from '../../../components/ui/field';
import { FormError, useZodForm } from '../../../components/ui/form';
import { Checkbox, Input, Select, Textarea } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api';
import { showServerFieldErrors } from '../../../lib/record-form';
import { useFirmMembers } from '../../tasks/api';
import { eventsApi, useEventMutation } from '../api';
import { EVENT_FORM_FIELD, EVENT_FORM_FIELDS, eventFormSchema, toEventForm, type EventFormValues } from '../event-form';

export type CaseOption = { id: string; label: string };

/** The fields a server's 400 may name: the form's, and the API's startsAt and endsAt. */
type ServerFields = EventFormValues & { startsAt: string; endsAt: string };

/** A 400's issues under the form's fields: the API's startsAt and endsAt show under the start and end times. */
function showEventServerErrors(error: unknown, setError: UseFormSetError<EventFormValues>): boolean {
  const translate: UseFormSetError<ServerFields> = (name, fieldError, options) =>
    setError(EVENT_FORM_FIELD[name] ?? (name as Exclude<typeof name, 'startsAt' | 'endsAt'>), fieldError, options);
  return showServerFieldErrors<ServerFields>(error, translate, [...EVENT_FORM_FIELDS, 'startsAt', 'endsAt']);
}

export function EventDialog({
  event,
  preset = {},
  caseOptions,
  onClose,
}: {
  /** The event to change; none for a new one. */
  event?: CalendarEventItem | undefined;
  /** A new event's day, and its case (the case page fixes it). */
  preset?: { date?: string; caseId?: string; caseLabel?: string };
  /** The cases a new event may name (the calendar page); without them the case is the preset one, if any. */
  caseOptions?: readonly CaseOption[];
  onClose: () => void;
}) {
  const form = useZodForm<EventFormValues, CalendarEventCreate>(eventFormSchema, {
    defaultValues: toEventForm(event, preset),
  });
  const members = useFirmMembers();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const save = useEventMutation((input: CalendarEventCreate) =>
    event ? eventsApi.update(event.id, input, event) : eventsApi.create(input),
  );
  const remove = useEventMutation(() => eventsApi.remove(event!.id, event));
  const errors = form.formState.errors;
  const allDay = form.watch('allDay');
  const attendeeIds = form.watch('attendeeIds');
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: onClose,
      onError: (failure) => {
        showEventServerErrors(failure, form.setError);
      },
    }),
  );
  const toggleAttendee = (userId: string, checked: boolean) =>
    form.setValue('attendeeIds', checked ? [...attendeeIds, userId] : attendeeIds.filter((id) => id !== userId), { shouldDirty: true });
  const fixedCase = !caseOptions && preset.caseId ? (preset.caseLabel ?? 'This case') : null;
  // An event's own case stays a choice even when it is not among the cases offered (else saving would drop it).
  const options =
    caseOptions && event?.caseId && !caseOptions.some((option) => option.id === event.caseId)
      ? [{ id: event.caseId, label: formatOptionalCaseName(event) ?? 'This case' }, ...caseOptions]
      : caseOptions;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={event ? 'Edit event' : 'New event'}
      description="Times are in your time zone."
    >
      <form onSubmit={(submitEvent) => void submit(submitEvent)} noValidate className="space-y-4">
        <FormError error={save.error} />
        <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
          <Field label="Title" htmlFor="event-title" error={errors.title?.message}>
            <Input id="event-title" autoComplete="off" {...form.register('title')} />
          </Field>
          <Field label="Event kind" htmlFor="event-kind" error={errors.kind?.message}>
            <Select id="event-kind" {...form.register('kind')}>
              {EVENT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {EVENT_KIND_LABELS[kind]}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Date" htmlFor="event-date" error={errors.date?.message}>
            <Input id="event-date" type="date" {...form.register('date')} />
          </Field>
          <Field label="Ends on (if another day)" htmlFor="event-end-date" error={errors.endDate?.message}>
            <Input id="event-end-date" type="date" {...form.register('endDate')} />
          </Field>
        </div>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <Checkbox {...form.register('allDay')} /> All day
        </label>
        {!allDay && (
          <div className="grid grid-cols-2 gap-4">
            <Field label="Start time" htmlFor="event-start" error={errors.startTime?.message}>
              <Input id="event-start" type="time" {...form.register('startTime')} />
            </Field>
            <Field label="End time" htmlFor="event-end" error={errors.endTime?.message}>
              <Input id="event-end" type="time" {...form.register('endTime')} />
            </Field>
          </div>
        )}
        {allDay && <FieldError htmlFor="event-all-day" message={errors.endTime?.message ?? errors.startTime?.message} />}
        <Field label="Location" htmlFor="event-location" error={errors.location?.message}>
          <Input id="event-location" autoComplete="off" {...form.register('location')} />
        </Field>
        <Field label="Video link" htmlFor="event-video" error={errors.videoLink?.message}>
          <Input id="event-video" type="url" inputMode="url" placeholder="https://" {...form.register('videoLink')} />
        </Field>
        {options ? (
          <Field label="Case" htmlFor="event-case" error={errors.caseId?.message}>
            <Select id="event-case" {...form.register('caseId')}>
              <option value="">No case</option>
              {options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </Select>
          </Field>
        ) : fixedCase ? (
          <p className="text-sm text-slate-700">
            Case: <span className="font-medium">{fixedCase}</span>
            {errors.caseId?.message && <span className="block text-xs text-red-600">{errors.caseId.message}</span>}
          </p>
        ) : null}
        <fieldset
          className="space-y-2"
          aria-invalid={errors.attendeeIds ? true : undefined}
          aria-describedby={errors.attendeeIds ? fieldErrorId('event-attendees') : undefined}
        >
          <legend className="text-sm font-medium text-slate-700">Attendees</legend>
          {members.isPending && <p className="text-sm text-slate-500">Loading the firm's members…</p>}
          {members.isError && <Alert tone="error">{errorMessage(members.error, 'The members could not be loaded.')}</Alert>}
          <div className="grid max-h-40 gap-1 overflow-y-auto sm:grid-cols-2">
            {(members.data ?? []).map((member) => (
              <label key={member.userId} className="flex items-center gap-2 text-sm text-slate-700">
                <Checkbox
                  checked={attendeeIds.includes(member.userId)}
                  onChange={(change) => toggleAttendee(member.userId, change.target.checked)}
                />
                {member.name}
              </label>
            ))}
          </div>
          <FieldError htmlFor="event-attendees" message={errors.attendeeIds?.message ?? errors.attendeeIds?.root?.message} />
        </fieldset>
        <Field label="Notes" htmlFor="event-notes" error={errors.notes?.message}>
          <Textarea id="event-notes" rows={2} {...form.register('notes')} />
        </Field>
        {event && confirmingDelete ? (
          <div className="space-y-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900" role="group" aria-label="Delete">
            <p>Delete this event? It leaves the calendar and every feed.</p>
            {remove.isError && <Alert tone="error">{errorMessage(remove.error, 'The event could not be deleted.')}</Alert>}
            <div className="flex justify-end gap-2">
              <Button size="sm" variant="outline" onClick={() => setConfirmingDelete(false)} disabled={remove.isPending}>
                Keep it
              </Button>
              <Button
                size="sm"
                variant="destructive"
                onClick={() => remove.mutate(undefined, { onSuccess: onClose })}
                disabled={remove.isPending}
              >
                {remove.isPending ? 'Deleting...' : 'Delete event'}
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-2">
            {event ? (
              <Button variant="ghost" className="text-red-600 hover:bg-red-50" onClick={() => setConfirmingDelete(true)}>
                Delete…
              </Button>
            ) : (
              <span />
            )}
            <DialogActions onCancel={onClose} pending={save.isPending} submitLabel={event ? 'Save event' : 'Add event'} />
          </div>
        )}
      </form>
    </Dialog>
  );
}
