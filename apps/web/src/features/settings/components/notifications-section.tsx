// Settings → Notifications: the caller's deadline reminder emails and daily task digest, each on or off.
import { REMINDER_DAYS_BEFORE, type NotificationSettings } from '@casecast/domain';
import { Alert, Card, CardHeader, Spinner } from '../../../components/ui/feedback';
import { errorMessage } from '../../../lib/api';
import { useChosenUntilSettled } from '../../../lib/use-chosen-until-settled';
import { useNotificationSettings, useSaveNotificationSettings } from '../api';

const steps = `${REMINDER_DAYS_BEFORE.slice(0, -1).join(', ')} and ${REMINDER_DAYS_BEFORE[REMINDER_DAYS_BEFORE.length - 1]}`;

const OPTIONS: Array<{ key: keyof NotificationSettings; label: string; hint: string }> = [
  {
    key: 'deadlineReminders',
    label: 'Deadline reminders',
    hint: `An email ${steps} days before each open statute of limitations and notice-of-claim deadline of your cases (owners: every case), until it is marked met.`,
  },
  { key: 'taskDigest', label: 'Daily task digest', hint: 'One email each morning listing your tasks due today and overdue.' },
];

export function NotificationsSection() {
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  // The boxes follow the click at once, until the save lands or fails.
  const chosen = useChosenUntilSettled<NotificationSettings>();
  const shown = settings.data && chosen.shown('settings', settings.data);
  return (
    <Card role="region" aria-labelledby="notifications-heading">
      <CardHeader title={<span id="notifications-heading">Notifications</span>} description="Emails Casecast sends you." />
      <div className="space-y-3 px-5 py-5">
        {settings.isPending && <Spinner label="Loading notification settings" className="text-brand-600" />}
        {settings.isError && <Alert tone="error">{errorMessage(settings.error)}</Alert>}
        {save.isError && <Alert tone="error">{errorMessage(save.error)}</Alert>}
        {shown &&
          OPTIONS.map((option) => (
            <label key={option.key} className="flex items-start gap-3 text-sm">
              <input
                type="checkbox"
                className="mt-1"
                checked={shown[option.key]}
                disabled={save.isPending}
                aria-describedby={`notification-${option.key}-hint`}
                onChange={(event) => {
                  const next = { ...shown, [option.key]: event.target.checked };
                  save.mutate(next, { onSettled: chosen.choose('settings', next) });
                }}
              />
              <span>
                <span className="font-medium text-slate-900">{option.label}</span>
                <span id={`notification-${option.key}-hint`} className="block text-slate-500">
                  {option.hint}
                </span>
              </span>
            </label>
          ))}
      </div>
    </Card>
  );
}
