// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { addDays, getTodayIsoDate, type UpcomingDeadlinesResponse } from '@casecast/domain';
import { renderRoutes, route } from '../../../test/render';
import { deadlineKeys } from '../api';
import { UpcomingDeadlinesCard } from './upcoming-deadlines-card';

const INTERNAL_ID = '9f3c2b71-5d1e-4c2a-9b7e-0a1d2c3e4f50';

const upcoming: UpcomingDeadlinesResponse = {
  items: [
    {
      id: 'd1',
      caseId: INTERNAL_ID,
      kind: 'statute_of_limitations',
      title: 'Statute of limitations',
      dueDate: addDays(getTodayIsoDate(), 30),
      nominalDate: null,
      movedBecause: null,
      holidayName: null,
      status: 'open',
      confirmedAt: null,
      confirmedBy: null,
      overrideReason: null,
      rule: null,
      computed: true,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      clientName: 'Maria Lopez',
      caseNo: 42,
      caseNumber: 'PI-2025-001',
    },
  ],
  until: addDays(getTodayIsoDate(), 90),
  truncated: false,
  casesWithoutLimitations: [
    { caseId: 'other-internal-id', clientName: 'Sam Hill', caseNo: 7, caseNumber: null, state: null, incidentDate: null },
  ],
  casesWithoutLimitationsTotal: 1,
};

it("names each case by its client and the firm's case number, never by its internal id", () => {
  renderRoutes([route('/', <UpcomingDeadlinesCard />)], '/', [[deadlineKeys.upcoming(90), upcoming]]);
  const list = screen.getByRole('list', { name: 'Upcoming deadlines' });
  const link = within(list).getByRole('link', { name: 'Maria Lopez (CASE-0042)' });
  expect(link.getAttribute('href')).toBe(`/dashboard/case/${INTERNAL_ID}`);
  expect(screen.getByRole('link', { name: 'Sam Hill (CASE-0007)' })).toBeTruthy();
  const card = screen.getByTestId('upcoming-deadlines');
  expect(card.textContent).not.toContain(INTERNAL_ID.slice(0, 8));
  expect(card.textContent).not.toContain('other-internal-id');
});
