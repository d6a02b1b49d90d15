// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import type { CalendarItem } from '@casecast/domain';
import { renderRoutes, route } from '../../../test/render';
import { CalendarPage } from '../calendar-page';
import { calendarKeys } from '../api';
import { viewRange } from '../calendar-range';
import { CalendarView } from './calendar-view';

const sol: CalendarItem = {
  kind: 'deadline',
  id: 'd1',
  date: '2026-11-25',
  title: 'Statute of limitations',
  caseId: 'case-1',
  clientName: 'Maria Lopez',
  caseNo: 12,
  caseNumber: 'PI-1',
  attorneyId: null,
  attorneyName: null,
  deadlineKind: 'statute_of_limitations',
  status: 'open',
  confirmed: false,
  citation: 'Tex. Civ. Prac. & Rem. Code § 16.003(a)',
  verified: true,
};
const task: CalendarItem = {
  kind: 'task',
  id: 't1',
  date: '2026-11-25',
  title: 'Order records',
  caseId: null,
  clientName: null,
  caseNo: null,
  caseNumber: null,
  attorneyId: null,
  attorneyName: null,
  priority: 'high',
  status: 'open',
  assigneeId: 'u1',
  assigneeName: 'Sam Staff',
};

it('month view: each day names its date and count, items link to their case and are reachable by keyboard', async () => {
  const { from, to } = viewRange('month', '2026-11-23');
  renderRoutes(
    [route('/', <CalendarView view="month" from={from} to={to} month="2026-11-23" items={[sol, task]} today="2026-11-23" />)],
    '/',
  );
  const day = screen.getByRole('group', { name: 'Wednesday, November 25, 2026: 2 items' });
  // The case by its client and the firm's case number, never by its internal id.
  const link = within(day).getByRole('link', { name: 'Statute of limitations — Maria Lopez (CASE-0012)' });
  expect(link.getAttribute('href')).toBe('/dashboard/case/case-1');
  expect(within(day).getByText('Task: Order records')).toBeTruthy();
  expect(screen.getByRole('group', { name: 'Monday, November 23, 2026 (today): nothing due' })).toBeTruthy();
  // 5 weeks of 7 days.
  expect(screen.getAllByRole('group', { name: /^Week of/ })).toHaveLength(5);
  // The month scrolls sideways on a phone, so its box takes the first Tab (arrow keys scroll it); then the items.
  await userEvent.tab();
  expect(document.activeElement?.className).toContain('overflow-x-auto');
  await userEvent.tab();
  expect(document.activeElement).toBe(link);
});

it('agenda view: days with something due, in order, with the rule citation', () => {
  const later: CalendarItem = { ...task, id: 't2', date: '2026-12-01', title: 'Call client' };
  renderRoutes(
    [route('/', <CalendarView view="agenda" from="2026-11-23" to="2026-12-22" items={[later, sol, task]} today="2026-11-23" />)],
    '/',
  );
  const agenda = screen.getByRole('list', { name: 'Agenda' });
  const headings = within(agenda)
    .getAllByRole('heading')
    .map((heading) => heading.textContent);
  expect(headings).toEqual(['Wednesday, November 25, 2026', 'Tuesday, December 1, 2026']);
  expect(screen.getByText(/Tex\. Civ\. Prac\. & Rem\. Code § 16\.003\(a\)/)).toBeTruthy();
  expect(screen.getAllByText(/High priority · Sam Staff/)).toHaveLength(2);
});

it('the page reads its view, date and filters from the address and switches views with pressed buttons', async () => {
  const range = viewRange('agenda', '2026-11-23');
  const month = viewRange('month', '2026-11-23');
  renderRoutes([route('/dashboard/calendar', <CalendarPage />)], '/dashboard/calendar?view=agenda&date=2026-11-23&kind=deadline', [
    [calendarKeys.range({ ...range, kind: 'deadline' }), { ...range, items: [sol], truncated: false }],
    [calendarKeys.range({ ...month, kind: 'deadline' }), { ...month, items: [sol], truncated: false }],
    [['attorneys'], []],
  ]);
  expect(await screen.findByRole('link', { name: /Statute of limitations — Maria Lopez/ })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Agenda' }).getAttribute('aria-pressed')).toBe('true');
  expect((screen.getByLabelText('Kind') as HTMLSelectElement).value).toBe('deadline');
  expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Monday, November 23, 2026 – Tuesday, December 22, 2026');
  await userEvent.click(screen.getByRole('button', { name: 'Month' }));
  expect(screen.getByRole('button', { name: 'Month' }).getAttribute('aria-pressed')).toBe('true');
  expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('November 2026');
  expect(screen.getByRole('group', { name: 'Wednesday, November 25, 2026: 1 item' })).toBeTruthy();
});

it("agenda: a provider's follow-up says what is awaited and opens the case's Medical tab", () => {
  const followUp: CalendarItem = {
    kind: 'follow_up',
    id: 'p1:records',
    date: '2026-11-25',
    title: 'Follow up on records from Mercy Hospital',
    caseId: 'case-1',
    clientName: 'Maria Lopez',
    caseNo: 12,
    caseNumber: 'PI-1',
    attorneyId: null,
    attorneyName: null,
    providerId: 'p1',
    providerName: 'Mercy Hospital',
    request: 'records',
  };
  const { from, to } = viewRange('agenda', '2026-11-23');
  renderRoutes(
    [route('/', <CalendarView view="agenda" from={from} to={to} month="2026-11-23" items={[sol, followUp]} today="2026-11-23" />)],
    '/',
  );
  const link = screen.getByRole('link', { name: /Follow up on records from Mercy Hospital — Maria Lopez/ });
  expect(link.getAttribute('href')).toBe('/dashboard/case/case-1?tab=medical');
  expect(link.textContent).toContain('Records requested, not yet received');
});
