// /dev/mailbox (`npm run dev` without SMTP): the emails Casecast would have sent, with their links.
// Elsewhere the API answers 404 and so does this page.
import { Link } from 'react-router';
import { Alert, Card, PageSpinner } from '../../components/ui/feedback';
import { ApiError, errorMessage } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useDevMailbox } from './api';

function linkify(text: string) {
  return text.split(/(https?:\/\/\S+)/g).map((part, index) =>
    /^https?:\/\//.test(part) ? (
      <a key={index} href={part} className="break-all text-brand-600 underline">
        {part}
      </a>
    ) : (
      <span key={index}>{part}</span>
    ),
  );
}

export function MailboxPage() {
  const mailbox = useDevMailbox();
  const missing = mailbox.error instanceof ApiError && mailbox.error.status === 404;
  useDocumentTitle(missing ? 'Page Not Found' : 'Dev mailbox');
  if (missing) return <MailboxNotFound />;
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-10">
      <div className="flex items-center justify-between">
        <h1 className="text-2xl font-semibold">Dev mailbox</h1>
        <Link to="/login" className="text-sm text-brand-600 hover:underline">
          Go to login
        </Link>
      </div>
      <p className="text-sm text-slate-600">
        No SMTP server is configured (SMTP_URL), so emails are kept here instead of being sent (npm run dev only).
      </p>
      {mailbox.isPending ? (
        <PageSpinner />
      ) : mailbox.isError ? (
        <Alert tone="error">{errorMessage(mailbox.error, 'The mailbox is only available with npm run dev and no SMTP server.')}</Alert>
      ) : mailbox.data.length === 0 ? (
        <Card className="p-6 text-sm text-slate-600">No emails yet.</Card>
      ) : (
        mailbox.data.map((message) => (
          <Card key={message.id} className="p-5">
            <p className="text-xs text-slate-500">
              To {message.to} · {new Date(message.createdAt).toLocaleString('en-US')}
            </p>
            <h2 className="mt-1 font-semibold">{message.subject}</h2>
            <p className="mt-2 whitespace-pre-wrap text-sm text-slate-700">{linkify(message.text)}</p>
          </Card>
        ))
      )}
    </div>
  );
}

/** The mailbox is off (any server not started with `npm run dev`): the page does not exist. */
function MailboxNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <Card className="p-8 text-center">
        <h1 className="text-2xl font-semibold">Page Not Found</h1>
        <p className="mt-3 text-sm text-slate-600">
          Nothing lives at <code className="rounded bg-slate-100 px-1.5 py-0.5">/dev/mailbox</code>.
        </p>
        <Link to="/" className="mt-6 inline-block text-sm text-brand-600 hover:underline">
          Go to the home page
        </Link>
      </Card>
    </div>
  );
}
