// A contact's communications across the firm's cases (the Contacts page's "History"): newest first, each with its
// case, which opens on the case's Communications tab.
import { useState } from 'react';
import { Link } from 'react-router';
import { History } from 'lucide-react';
import { formatCaseNo, type Contact } from '@casecast/domain';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Alert, Spinner } from '../../../components/ui/feedback';
import { errorMessage } from '../../../lib/api';
import { useContactCommunications } from '../api';
import { CommunicationItem } from './communication-item';

function ContactCommunicationList({ contact }: { contact: Pick<Contact, 'id' | 'name'> }) {
  const history = useContactCommunications(contact.id);
  if (history.isPending) return <Spinner label="Loading communications" />;
  if (history.isError) return <Alert tone="error">{errorMessage(history.error, 'The communications could not be loaded.')}</Alert>;
  if (history.data.items.length === 0) return <p className="text-sm text-slate-500">No communications with {contact.name} logged yet.</p>;
  return (
    <>
      <ul className="-mx-5 divide-y divide-slate-100" aria-label={`Communications with ${contact.name}`}>
        {history.data.items.map((entry) => (
          <li key={entry.id}>
            <CommunicationItem
              entry={entry}
              caseLink={
                <Link
                  to={`/dashboard/case/${encodeURIComponent(entry.caseId)}?tab=communications`}
                  className="text-brand-700 underline underline-offset-2"
                >
                  {formatCaseNo(entry.caseNo)} · {entry.clientName}
                </Link>
              }
            />
          </li>
        ))}
      </ul>
      {history.data.truncated && <p className="pt-2 text-sm text-slate-500">Showing the newest {history.data.items.length}.</p>}
    </>
  );
}

/** The "History" button of a contact, opening its communications. */
export function ContactHistoryButton({ contact }: { contact: Pick<Contact, 'id' | 'name'> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)} aria-label={`History of ${contact.name}`}>
        <History className="h-4 w-4" aria-hidden="true" /> <span className="hidden sm:inline">History</span>
      </Button>
      {open && (
        <Dialog
          open
          onOpenChange={setOpen}
          title={`Communications with ${contact.name}`}
          description="Across the firm's cases, newest first."
        >
          <ContactCommunicationList contact={contact} />
        </Dialog>
      )}
    </>
  );
}
