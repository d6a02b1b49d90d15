// The case page's upcoming events (depositions, mediations, hearings…): when and where, who attends, and a way to
// schedule one on this case or change it.
import { useState } from 'react';
import { CalendarPlus, MapPin, Pencil, Video } from 'lucide-react';
import { EVENT_KIND_LABELS, formatDate, type CalendarEventItem } from '@casecast/domain';
import { Button } from '../../../components/ui/button';
import { Alert, Card, CardHeader, Spinner } from '../../../components/ui/feedback';
import { errorMessage } from '../../../lib/api';
import { useCaseEvents } from '../api';
import { eventLocalDate, formatEventTime } from '../event-form';
import { EventDialog } from './event-dialog';

export function CaseEventsSection({ caseId, caseLabel }: { caseId: string; caseLabel: string }) {
  const events = useCaseEvents(caseId);
  const [editing, setEditing] = useState<{ event?: CalendarEventItem } | null>(null);
  return (
    <Card role="region" aria-labelledby="case-events-heading">
      <CardHeader
        title={<span id="case-events-heading">Upcoming events</span>}
        description="Depositions, mediations, hearings and meetings on this case."
        actions={
          <Button size="sm" onClick={() => setEditing({})}>
            <CalendarPlus className="h-4 w-4" aria-hidden="true" /> New event
          </Button>
        }
      />
      {events.isPending ? (
        <div className="px-5 py-6">
          <Spinner label="Loading the events" />
        </div>
      ) : events.isError ? (
        <div className="px-5 py-4">
          <Alert tone="error">{errorMessage(events.error, 'The events could not be loaded.')}</Alert>
        </div>
      ) : events.data.length === 0 ? (
        <p className="px-5 py-4 text-sm text-slate-500">No events scheduled.</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Upcoming events">
          {events.data.map((event) => (
            <li key={event.id} className="flex items-start justify-between gap-3 px-5 py-3" data-testid="case-event">
              <div className="min-w-0 text-sm">
                <p className="font-medium text-slate-900">
                  {EVENT_KIND_LABELS[event.eventKind]}: {event.title}
                </p>
                <p className="text-slate-600">
                  {formatDate(eventLocalDate(event))} · {formatEventTime(event)}
                </p>
                {event.location && (
                  <p className="flex items-center gap-1 text-slate-600">
                    <MapPin className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
                    <span className="break-words">{event.location}</span>
                  </p>
                )}
                {event.videoLink && (
                  <p className="flex items-center gap-1">
                    <Video className="h-3.5 w-3.5 shrink-0 text-slate-600" aria-hidden="true" />
                    <a href={event.videoLink} target="_blank" rel="noreferrer noopener" className="break-all text-brand-700 underline">
                      Video link
                    </a>
                  </p>
                )}
                {event.attendees.length > 0 && (
                  <p className="text-slate-600">Attending: {event.attendees.map((attendee) => attendee.name).join(', ')}</p>
                )}
              </div>
              <Button size="sm" variant="ghost" onClick={() => setEditing({ event })} aria-label={`Edit event ${event.title}`}>
                <Pencil className="h-4 w-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {editing && <EventDialog event={editing.event} preset={{ caseId, caseLabel }} onClose={() => setEditing(null)} />}
    </Card>
  );
}
