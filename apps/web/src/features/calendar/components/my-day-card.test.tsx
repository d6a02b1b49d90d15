// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import type { MyDayResponse } from '@casecast/domain';
import { meQueryKey } from '../../../lib/auth';
import { renderRoutes, route } from '../../../test/render';
import { calendarKeys } from '../api';
import { MyDayCard } from './my-day-card';

const me = (role: 'owner' | 'attorney' | 'staff') => ({
  user: { id: 'u1', name: 'Member', email: 'm@example.com' },
  firm: { firmId: 'f1', firmName: 'Firm', role },
});

const myDay: MyDayResponse = {
  today: '2026-11-27',
  overdue: [],
  dueToday: [],
  nextSevenDays: [],
  statutesOfLimitations: [],
  events: [],
  datesToConfirm: [
    {
      caseId: 'c1',
      clientName: 'Maria Lopez',
      caseNo: 7,
      caseNumber: null,
      attorneyName: 'Ann Attorney',
      changedAt: '2026-11-27T05:00:00.000Z',
      changes: [
        {
          computedKey: 'sol',
          title: 'Statute of limitations',
          from: '2026-06-01',
          to: '2026-03-12',
          citation: 'Tex. Civ. Prac. & Rem. Code § 16.003(a)',
          ruleId: 'TX/general_injury/1900-01-01',
          reason: 'row_corrected',
        },
      ],
    },
  ],
  truncated: { overdue: false, dueToday: false, nextSevenDays: false, statutesOfLimitations: false },
};

const renderCard = (role: 'owner' | 'attorney' | 'staff') =>
  renderRoutes([route('/', <MyDayCard />)], '/', [
    [meQueryKey, me(role)],
    [calendarKeys.myDay, myDay],
  ]);

afterEach(() => vi.restoreAllMocks());

it('lists a case whose dates a rule change moved, and an attorney confirms them', async () => {
  const user = userEvent.setup();
  const confirmation = {
    caseId: 'c1',
    confirmedAt: '2026-11-27T06:00:00.000Z',
    confirmedBy: 'Ann Attorney',
    rulesVersion: 'v2',
    rules: [],
  };
  const fetchSpy = vi
    .spyOn(window, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify(confirmation), { status: 200, headers: { 'content-type': 'application/json' } }));
  renderCard('attorney');
  const region = screen.getByRole('region', { name: /Dates to confirm after a rule change \(1\)/ });
  expect(region.textContent).toContain(
    'Statute of limitations: 2026-06-01 → 2026-03-12 (Tex. Civ. Prac. & Rem. Code § 16.003(a); the rule was corrected)',
  );
  await user.click(screen.getByRole('button', { name: 'Confirm dates for Maria Lopez' }));
  await waitFor(() => expect(fetchSpy).toHaveBeenCalled());
  const [url, init] = fetchSpy.mock.calls[0]!;
  expect(String(url)).toBe('/api/cases/c1/confirm-dates');
  expect(init?.method).toBe('POST');
});

it('shows staff the dates without the button', () => {
  renderCard('staff');
  expect(screen.getByText('An attorney confirms these dates.')).toBeTruthy();
  expect(screen.queryByRole('button', { name: /Confirm dates/ })).toBeNull();
});

it("lists today's events with their time and place, not tomorrow's", () => {
  const at = (daysAhead: number, hours: number) => {
    const moment = new Date();
    moment.setDate(moment.getDate() + daysAhead);
    moment.setHours(hours, 30, 0, 0);
    return moment.toISOString();
  };
  const event = (id: string, title: string, daysAhead: number) => ({
    kind: 'event' as const,
    id,
    date: at(daysAhead, 14).slice(0, 10),
    title,
    caseId: 'c1',
    clientName: 'Maria Lopez',
    caseNo: 7,
    caseNumber: null,
    attorneyId: null,
    attorneyName: null,
    eventKind: 'deposition' as const,
    startsAt: at(daysAhead, 14),
    endsAt: at(daysAhead, 16),
    allDay: false,
    location: 'Reyes Clinic',
    videoLink: null,
    attendees: [],
    notes: null,
    updatedAt: '2026-11-27T00:00:00.000Z',
  });
  renderRoutes([route('/', <MyDayCard />)], '/', [
    [meQueryKey, me('attorney')],
    [calendarKeys.myDay, { ...myDay, events: [event('e1', 'Deposition of Dr. Reyes', 0), event('e2', 'Tomorrow hearing', 1)] }],
  ]);
  const section = screen.getByRole('region', { name: 'My day' });
  expect(section.textContent).toContain("Today's events (1)");
  const entry = screen.getByTestId('my-day-event');
  expect(entry.textContent).toContain('Deposition: Deposition of Dr. Reyes');
  expect(entry.textContent).toContain('Reyes Clinic');
  expect(entry.textContent).toMatch(/2:30\sPM – 4:30\sPM/);
  expect(screen.queryByText(/Tomorrow hearing/)).toBeNull();
});
