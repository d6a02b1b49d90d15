// Settings → Calendar feed: a private iCalendar URL of my deadlines and tasks for Outlook or Google Calendar;
// create (or replace) it, copy it, revoke it. The URL is shown once: only a hash of its token is kept.
// "Redacted" (chosen when the URL is made) sends case numbers instead of client names to the calendar service.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calendarEndpoints, formatDate } from '@casecast/domain';
import { Button } from '../../../components/ui/button';
import { Alert, SectionCard } from '../../../components/ui/feedback';
import { FormError } from '../../../components/ui/form';
import { Checkbox, Input } from '../../../components/ui/input';
import { call } from '../../../lib/api';

const feedKey = ['calendar', 'feed'] as const;

export function CalendarFeedSection() {
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: feedKey,
    queryFn: () => call(calendarEndpoints.feed),
    retry: false,
  });
  const [url, setUrl] = useState<string | null>(null);
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const [redacted, setRedacted] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: feedKey });
  const create = useMutation({
    mutationFn: () => call(calendarEndpoints.createFeed, { body: { redacted } }),
    onSuccess: async (result) => {
      setUrl(result.url);
      setCopied(null);
      await refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: () => call(calendarEndpoints.revokeFeed),
    onSuccess: async () => {
      setUrl(null);
      await refresh();
    },
  });
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  const active = status.data?.active ?? false;
  return (
    <SectionCard
      id="calendar-feed"
      title="Calendar feed"
      description="Subscribe to your deadlines and tasks in Outlook, Google Calendar or Apple Calendar. Anyone with the URL can read them: keep it private, and revoke it if it leaks."
    >
      <div className="space-y-3 px-5 py-4">
        <FormError error={create.error ?? revoke.error ?? status.error} />
        {status.data && (
          <p className="text-sm text-slate-700" data-testid="calendar-feed-status">
            {active
              ? `A ${status.data.redacted ? 'redacted ' : ''}feed URL is active (created ${formatDate(status.data.createdAt)}).`
              : 'You have no calendar feed.'}
          </p>
        )}
        {url && (
          <div className="space-y-2">
            <label htmlFor="calendar-feed-url" className="block text-sm font-medium">
              Your feed URL (shown once: copy it now)
            </label>
            <div className="flex flex-wrap gap-2">
              <Input
                id="calendar-feed-url"
                readOnly
                value={url}
                className="min-w-0 flex-1 font-mono text-xs"
                onFocus={(event) => event.target.select()}
              />
              <Button variant="outline" onClick={() => void copy()}>
                Copy URL
              </Button>
            </div>
            {copied === 'copied' && (
              <p role="status" className="text-xs text-green-700">
                Copied.
              </p>
            )}
            {copied === 'failed' && <Alert tone="warning">The browser did not allow copying: select the URL and copy it.</Alert>}
          </div>
        )}
        <label className="flex items-start gap-2 text-sm text-slate-700">
          <Checkbox
            className="mt-0.5"
            checked={redacted}
            onChange={(event) => setRedacted(event.target.checked)}
            data-testid="calendar-feed-redacted"
          />
          <span>
            Redacted: events name the case number (CASE-0012) instead of the client. Otherwise client names, task titles and attorney names
            are sent to your calendar service (Google, Outlook, Apple). Applies to the next URL you create.
          </span>
        </label>
        <div className="flex flex-wrap gap-2">
          <Button disabled={create.isPending} onClick={() => create.mutate()}>
            {active ? 'Replace feed URL' : 'Create feed URL'}
          </Button>
          {active && (
            <Button variant="outline" className="text-red-600 hover:bg-red-50" disabled={revoke.isPending} onClick={() => revoke.mutate()}>
              Revoke feed URL
            </Button>
          )}
        </div>
      </div>
    </SectionCard>
  );
}
