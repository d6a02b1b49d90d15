// Settings → Firm activity (owners): changes to the firm's own records, the ones with no case (the demand letter
// template with its text before and after, tasks without a case), newest first, a page at a time. A case's changes
// are in that case's History.
import { AuditEntryItem } from '../../../components/audit-entry';
import { Button } from '../../../components/ui/button';
import { Alert, SectionCard, Spinner } from '../../../components/ui/feedback';
import { errorMessage } from '../../../lib/api';
import { useCan } from '../../../lib/auth';
import { useFirmActivity } from '../api';

export function ActivitySection() {
  const canView = useCan('firm.viewActivity');
  const activity = useFirmActivity(canView);
  if (!canView) return null;
  const entries = activity.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <SectionCard
      id="firm-activity"
      title="Firm activity"
      description="Who changed the firm's own records and when, newest first: the demand letter template (with its text before and after) and tasks without a case. A case's changes are in its History."
    >
      {activity.isPending ? (
        <div className="px-5 py-6">
          <Spinner label="Loading the firm activity" />
        </div>
      ) : activity.isError && entries.length === 0 ? (
        <div className="px-5 py-4">
          <Alert tone="error">{errorMessage(activity.error, 'The firm activity could not be loaded.')}</Alert>
        </div>
      ) : entries.length === 0 ? (
        <p className="px-5 py-6 text-sm text-slate-500">No changes to the firm's records yet.</p>
      ) : (
        <>
          <ol className="divide-y divide-slate-100" aria-label="Firm activity, newest first">
            {entries.map((entry) => (
              <AuditEntryItem key={entry.id} entry={entry} />
            ))}
          </ol>
          {activity.isFetchNextPageError && (
            <div className="px-5 pb-3">
              <Alert tone="error">{errorMessage(activity.error, 'The older activity could not be loaded.')}</Alert>
            </div>
          )}
          {activity.hasNextPage && (
            <div className="border-t border-slate-100 px-5 py-3">
              <Button size="sm" variant="outline" disabled={activity.isFetchingNextPage} onClick={() => void activity.fetchNextPage()}>
                {activity.isFetchingNextPage ? 'Loading...' : 'Show older activity'}
              </Button>
            </div>
          )}
        </>
      )}
    </SectionCard>
  );
}
