// The texts of deadline reminders and the daily task digest: plain text and HTML through the one layout.
import {
  DEADLINE_DISCLAIMER,
  formatCaseName,
  formatCaseNo,
  formatCodeLabel,
  formatDate,
  laterReminderSteps,
  type ReminderDaysBefore,
} from '@casecast/domain';
import { layout } from '../../email/templates.js';
import type { DigestTask, ReminderCandidate } from './repository.js';

const KIND_SHORT: Record<string, string> = { statute_of_limitations: 'Statute of limitations', notice_of_claim: 'Notice of claim' };

function listSteps(steps: number[]): string {
  if (steps.length <= 1) return steps.join('');
  return `${steps.slice(0, -1).join(', ')} and ${steps[steps.length - 1]}`;
}

export function caseUrl(baseUrl: string, caseId: string): string {
  return `${baseUrl}/dashboard/cases/${encodeURIComponent(caseId)}`;
}

export function deadlineReminderEmail(input: {
  reminder: ReminderCandidate;
  daysBefore: ReminderDaysBefore;
  daysLeft: number;
  baseUrl: string;
}) {
  const { reminder, daysBefore, daysLeft } = input;
  const kind = KIND_SHORT[reminder.kind] ?? reminder.title;
  const caseLabel = formatCaseName(reminder);
  const when = daysLeft === 0 ? 'today' : daysLeft === 1 ? 'tomorrow' : `in ${daysLeft} days`;
  const due = formatDate(reminder.dueDate);
  const later = laterReminderSteps(daysBefore);
  const lines = [
    `Hello ${reminder.userName},`,
    `${reminder.title} for ${caseLabel} is due ${when}, on ${due}.`,
    `Case: ${caseLabel}. Client: ${reminder.clientName}. Deadline: ${reminder.title}. Due date: ${due}.`,
    reminder.citation
      ? `Rule: ${reminder.citation}${reminder.ruleVerified === false ? ' (unverified: check it against the statute).' : '.'}`
      : 'Rule: entered by hand on the case.',
    later.length > 0
      ? `Until it is marked met on the case, you will be reminded again ${listSteps(later)} ${later.length === 1 && later[0] === 1 ? 'day' : 'days'} before.`
      : 'This is the last reminder. Mark it met on the case once it is.',
    DEADLINE_DISCLAIMER,
    `You receive this as ${reminder.asAttorney ? "the case's attorney" : 'an owner'} at ${reminder.firmName}. You can turn deadline reminders off in Settings.`,
  ];
  const url = caseUrl(input.baseUrl, reminder.caseId);
  return {
    subject: `${kind} due ${when} (${due}): ${reminder.clientName}`,
    text: `${lines.join('\n\n')}\n\nOpen the case: ${url}\n`,
    html: layout(`${kind} due ${when}`, lines, { label: 'Open the case', url }),
  };
}

export function taskDigestEmail(input: { tasks: DigestTask[]; today: string; baseUrl: string }) {
  const [first] = input.tasks;
  if (!first) throw new Error('A digest needs at least one task');
  const overdue = input.tasks.filter((task) => task.dueDate < input.today).length;
  const dueToday = input.tasks.length - overdue;
  const taskLines = input.tasks.map((task) => {
    const when = task.dueDate < input.today ? `overdue since ${formatDate(task.dueDate)}` : 'due today';
    const onCase = task.clientName ? ` (${task.clientName}${task.caseNo !== null ? `, ${formatCaseNo(task.caseNo)}` : ''})` : '';
    return `• ${task.title}${onCase}: ${when}, ${formatCodeLabel(task.priority).toLowerCase()} priority${task.caseId ? ` — ${caseUrl(input.baseUrl, task.caseId)}` : ''}`;
  });
  const summary = [dueToday > 0 ? `${dueToday} due today` : null, overdue > 0 ? `${overdue} overdue` : null].filter(Boolean).join(' and ');
  const lines = [
    `Hello ${first.userName},`,
    `Your tasks at ${first.firmName} on ${formatDate(input.today)}: ${summary}.`,
    ...taskLines,
    'You can turn the daily digest off in Settings.',
  ];
  const url = `${input.baseUrl}/dashboard`;
  return {
    subject: `Your tasks today: ${summary}`,
    text: `${lines.join('\n\n')}\n\nOpen Casecast: ${url}\n`,
    html: layout('Your tasks today', lines, { label: 'Open Casecast', url }),
  };
}
