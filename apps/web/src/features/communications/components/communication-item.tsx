// One communication as the log shows it: what kind, which way, when (in the user's time zone), with whom (a directory
// contact with call and email links, or the name typed), the subject and summary, and the attached documents.
import type { ReactNode } from 'react';
import { FileText, Globe, Mail, MessageSquare, Paperclip, Phone, Users, type LucideIcon } from 'lucide-react';
import {
  COMMUNICATION_DIRECTION_LABELS,
  COMMUNICATION_KIND_LABELS,
  communicationHeading,
  communicationWho,
  formatDate,
  type CommunicationEntry,
  type CommunicationKind,
} from '@casecast/domain';
import { ContactDetails } from '../../../components/contact-details';
import { Badge } from '../../../components/ui/feedback';
import { formatMoment } from '../communication-form';

const KIND_ICONS: Record<CommunicationKind, LucideIcon> = {
  call: Phone,
  email: Mail,
  letter: FileText,
  text: MessageSquare,
  meeting: Users,
  portal: Globe,
};

export function CommunicationItem({ entry, caseLink, actions }: { entry: CommunicationEntry; caseLink?: ReactNode; actions?: ReactNode }) {
  const Icon = KIND_ICONS[entry.kind];
  const who = communicationWho(entry);
  return (
    <article className="flex gap-3 px-5 py-4" aria-label={`${communicationHeading(entry, who)}, ${formatMoment(entry.occurredAt)}`}>
      <span className="mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-sky-100 text-sky-700">
        <Icon className="h-4 w-4" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="font-medium text-slate-900">
              {COMMUNICATION_KIND_LABELS[entry.kind]}{' '}
              <Badge tone={entry.direction === 'inbound' ? 'blue' : 'gray'}>{COMMUNICATION_DIRECTION_LABELS[entry.direction]}</Badge>
            </p>
            <p className="text-sm text-slate-600">
              <time dateTime={entry.occurredAt}>{formatMoment(entry.occurredAt)}</time>
              {caseLink && <> · {caseLink}</>}
            </p>
          </div>
          {actions && <div className="flex gap-1">{actions}</div>}
        </div>
        {who && (
          <p className="text-sm text-slate-700">
            <span className="font-medium">{entry.kind === 'meeting' ? 'With' : entry.direction === 'inbound' ? 'From' : 'To'}:</span>{' '}
            {entry.contact ? (
              <>
                {who}
                {(entry.contact.phone || entry.contact.email) && (
                  <>
                    {' · '}
                    <ContactDetails
                      parts={[
                        { kind: 'phone', value: entry.contact.phone },
                        { kind: 'email', value: entry.contact.email },
                      ]}
                    />
                  </>
                )}
              </>
            ) : (
              who
            )}
          </p>
        )}
        {entry.subject && <p className="text-sm font-medium text-slate-900">{entry.subject}</p>}
        <p className="whitespace-pre-line break-words text-sm text-slate-700">{entry.summary}</p>
        {entry.documents.length > 0 && (
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Attachments">
            {entry.documents.map((document) => (
              <li key={document.id} className="inline-flex min-w-0 items-center gap-1">
                <Paperclip className="h-3.5 w-3.5 shrink-0 text-slate-500" aria-hidden="true" />
                <a href={document.url} target="_blank" rel="noreferrer" className="break-all text-brand-700 underline underline-offset-2">
                  {document.name}
                </a>
              </li>
            ))}
          </ul>
        )}
        {entry.followUpOn && <p className="text-xs text-slate-600">Follow up on {formatDate(entry.followUpOn)}</p>}
      </div>
    </article>
  );
}
