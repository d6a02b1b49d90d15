// The Case Timeline: events the server generated from the case, its injuries, treatments and notes, oldest first.
import { Activity, CalendarClock, FileText, Flag, HandCoins, HeartPulse, MessagesSquare, StickyNote } from 'lucide-react';
import { formatDate, type TimelineCategory, type TimelineEvent } from '@casecast/domain';
import { cn } from '../../../components/ui/cn';
import { Card, CardHeader } from '../../../components/ui/feedback';

const CATEGORY_STYLE: Record<TimelineCategory, { icon: typeof Flag; className: string }> = {
  case_status: { icon: Flag, className: 'bg-brand-100 text-brand-700' },
  injury: { icon: Activity, className: 'bg-red-100 text-red-700' },
  treatment: { icon: HeartPulse, className: 'bg-green-100 text-green-700' },
  document: { icon: FileText, className: 'bg-slate-100 text-slate-700' },
  note: { icon: StickyNote, className: 'bg-amber-100 text-amber-700' },
  negotiation: { icon: HandCoins, className: 'bg-emerald-100 text-emerald-700' },
  deadline: { icon: CalendarClock, className: 'bg-orange-100 text-orange-700' },
  communication: { icon: MessagesSquare, className: 'bg-sky-100 text-sky-700' },
};

export function TimelinePanel({ events }: { events: readonly TimelineEvent[] }) {
  return (
    <Card role="region" aria-labelledby="timeline-heading">
      <CardHeader title={<span id="timeline-heading">Case Timeline</span>} />
      {events.length === 0 ? (
        <p className="px-5 py-6 text-sm text-slate-500">No events yet.</p>
      ) : (
        <ol className="space-y-0 px-5 py-4">
          {events.map((event, index) => {
            const style = CATEGORY_STYLE[event.category];
            const Icon = style.icon;
            return (
              <li key={event.id} className="relative flex gap-3 pb-5 last:pb-0">
                {index < events.length - 1 && (
                  <span className="absolute left-4 top-8 h-[calc(100%-2rem)] w-px bg-slate-200" aria-hidden="true" />
                )}
                <span className={cn('flex h-8 w-8 shrink-0 items-center justify-center rounded-full', style.className)}>
                  <Icon className="h-4 w-4" aria-hidden="true" />
                </span>
                <div className="min-w-0 pt-1">
                  <p className="text-sm font-medium text-slate-900">{event.title}</p>
                  <p className="text-sm text-slate-600">{event.description}</p>
                  <time dateTime={event.date} className="text-xs text-slate-500">
                    {formatDate(event.date)}
                  </time>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
