// @vitest-environment happy-dom
// The Tasks tab's "Phase checklist" select: settling or closing the case there asks, as the case header does, which
// open deadlines and tasks to keep open, and sends the answer with the move.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import type { Deadline, DeadlineListResponse, Task, TaskListResponse } from '@casecast/domain';
import { renderRoutes, route } from '../../../test/render';
import { stubFetch } from '../../../test/fetch-stub';
import { OpenWorkChoice } from '../../cases/components/open-work-choice';
import { deadlineKeys } from '../../deadlines/api';
import { taskKeys } from '../api';
import { CaseTasksSection } from './case-tasks-section';

const task: Task = {
  id: 't1',
  caseId: 'c1',
  clientName: 'Maria Lopez',
  caseNo: 1,
  caseNumber: null,
  title: 'Call the adjuster',
  assigneeId: null,
  assigneeName: null,
  dueDate: '2027-01-10',
  priority: 'high',
  status: 'open',
  doneAt: null,
  doneBy: null,
  source: 'hand',
  sourceId: null,
  notes: null,
  recurrence: 'none',
  nextTaskId: null,
  createdBy: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};
const deadline: Deadline = {
  id: 'd1',
  caseId: 'c1',
  kind: 'custom',
  title: 'Send the demand',
  dueDate: '2027-03-01',
  nominalDate: null,
  movedBecause: null,
  holidayName: null,
  status: 'open',
  confirmedAt: null,
  confirmedBy: null,
  overrideReason: null,
  rule: null,
  computed: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const tasks: TaskListResponse = { items: [task], truncated: false };
const deadlines: DeadlineListResponse = { items: [deadline], unknownReason: null, warnings: [], disclaimer: 'Dates to verify.' };

afterEach(() => vi.restoreAllMocks());

/** The case page's Phase and Tasks, with the header's keep-open question handed in as the case page does. */
function renderSection(settlement?: { actualSettlement: number | null; dateClosed: string | null }) {
  const moves: Array<Record<string, unknown>> = [];
  stubFetch(async (url, init) => {
    if (init?.method === 'PUT' && url === '/api/cases/c1/stage') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      moves.push(body);
      return Response.json({ caseId: 'c1', phase: body.stage, stage: body.stage, createdTaskIds: [] });
    }
    if (url.startsWith('/api/cases/c1/deadlines')) return Response.json(deadlines);
    if (url.startsWith('/api/stage-templates')) return Response.json({ items: [] });
    return Response.json(tasks);
  });
  renderRoutes(
    [
      route(
        '/',
        <CaseTasksSection
          caseId="c1"
          stage="negotiation"
          openWork={(answer) => <OpenWorkChoice caseId="c1" keepOpen={answer.keepOpen} onChange={answer.onChange} />}
          {...(settlement ? { settlement } : {})}
        />,
      ),
    ],
    '/',
    [
      [taskKeys.list({ caseId: 'c1' }), tasks],
      [taskKeys.list({ caseId: 'c1', status: 'open' }), tasks],
      [taskKeys.templates, []],
      [deadlineKeys.forCase('c1'), deadlines],
    ],
  );
  return moves;
}

it('asks which open deadlines and tasks to keep when the case is closed there, and sends the answer with the move', async () => {
  const user = userEvent.setup();
  const moves = renderSection();
  await user.selectOptions(screen.getByLabelText('Phase checklist'), 'closed');
  const dialog = await screen.findByRole('dialog', { name: 'Move to Closed' });
  expect(within(dialog).getByText('Its open deadlines and tasks close with it. Tick any to keep open.')).toBeTruthy();
  expect(within(dialog).getByRole('checkbox', { name: 'Keep open: Send the demand, due March 1, 2027' })).toBeTruthy();
  await user.click(within(dialog).getByRole('checkbox', { name: 'Keep open: task “Call the adjuster”, due January 10, 2027' }));
  await user.click(within(dialog).getByRole('button', { name: 'Move' }));
  await waitFor(() => expect(moves).toHaveLength(1));
  expect(moves[0]).toEqual({ stage: 'closed', checklistItems: [], keepOpen: { deadlineIds: [], taskIds: ['t1'] } });
});

it('does not ask when the move keeps the case open', async () => {
  const user = userEvent.setup();
  const moves = renderSection();
  await user.selectOptions(screen.getByLabelText('Phase checklist'), 'litigation');
  const dialog = await screen.findByRole('dialog', { name: 'Move to Litigation' });
  expect(within(dialog).queryByText(/Tick any to keep open/)).toBeNull();
  await user.click(within(dialog).getByRole('button', { name: 'Move' }));
  await waitFor(() => expect(moves).toHaveLength(1));
  expect(moves[0]).toEqual({ stage: 'litigation', checklistItems: [] });
});

it('asks for the settlement amount and date closed when moving to Settled there without them, and sends them with the move', async () => {
  const user = userEvent.setup();
  const moves = renderSection({ actualSettlement: null, dateClosed: null });
  await user.selectOptions(screen.getByLabelText('Phase checklist'), 'settled');
  const dialog = await screen.findByRole('dialog', { name: 'Move to Settled' });
  const amount = within(dialog).getByLabelText('Settlement amount');
  // Nothing typed: the form says what is missing and sends nothing.
  await user.click(within(dialog).getByRole('button', { name: 'Move' }));
  expect(await within(dialog).findByText('Enter the settlement amount (0 or more)')).toBeTruthy();
  expect(moves).toHaveLength(0);
  await user.type(amount, '$61,250.50');
  await user.clear(within(dialog).getByLabelText('Date closed'));
  await user.type(within(dialog).getByLabelText('Date closed'), '2026-11-20');
  await user.click(within(dialog).getByRole('button', { name: 'Move' }));
  await waitFor(() => expect(moves).toHaveLength(1));
  expect(moves[0]).toMatchObject({ stage: 'settled', checklistItems: [], actualSettlement: 61250.5, dateClosed: '2026-11-20' });
});

it('shows a server refusal of the amount under its field', async () => {
  const user = userEvent.setup();
  renderSection({ actualSettlement: null, dateClosed: null });
  stubFetch(async (url, init) => {
    if (init?.method === 'PUT' && url === '/api/cases/c1/stage')
      return Response.json(
        {
          error: {
            code: 'VALIDATION_ERROR',
            message: 'Actual settlement is too large',
            issues: [{ path: 'actualSettlement', message: 'Actual settlement is too large' }],
          },
        },
        { status: 400 },
      );
    return Response.json(tasks);
  });
  await user.selectOptions(screen.getByLabelText('Phase checklist'), 'settled');
  const dialog = await screen.findByRole('dialog', { name: 'Move to Settled' });
  await user.type(within(dialog).getByLabelText('Settlement amount'), '90000');
  await user.click(within(dialog).getByRole('button', { name: 'Move' }));
  const message = await within(dialog).findByText('Actual settlement is too large');
  expect(within(dialog).getByLabelText('Settlement amount').getAttribute('aria-describedby')).toContain(message.id);
});

it('moves to Settled there without asking again when the case already has its settlement amount and date closed', async () => {
  const user = userEvent.setup();
  const moves = renderSection({ actualSettlement: 90000.25, dateClosed: '2026-11-01' });
  await user.selectOptions(screen.getByLabelText('Phase checklist'), 'settled');
  const dialog = await screen.findByRole('dialog', { name: 'Move to Settled' });
  expect(within(dialog).queryByLabelText('Settlement amount')).toBeNull();
  await user.click(within(dialog).getByRole('button', { name: 'Move' }));
  await waitFor(() => expect(moves).toHaveLength(1));
  expect(moves[0]).toMatchObject({ stage: 'settled', checklistItems: [] });
});

it("applies the task kind's check before sending: a repeating task needs a due date, said under Due date", async () => {
  const user = userEvent.setup();
  renderSection();
  const sent = vi.mocked(fetch);
  await user.click(await screen.findByRole('button', { name: 'Add task' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add task' });
  await user.type(within(dialog).getByLabelText('Title'), 'Call the client');
  await user.selectOptions(within(dialog).getByLabelText('Repeats'), 'weekly');
  await user.click(within(dialog).getByRole('button', { name: 'Add task' }));
  const message = await within(dialog).findByText('A repeating task needs a due date (dueDate)');
  expect(within(dialog).getByLabelText('Due date').getAttribute('aria-describedby')).toContain(message.id);
  expect(sent.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
});

it('shows a server refusal of a task change under the field it names', async () => {
  const user = userEvent.setup();
  renderSection();
  stubFetch(async (url, init) => {
    if (init?.method === 'PATCH' && url === '/api/tasks/t1')
      return Response.json(
        {
          error: {
            code: 'VALIDATION_ERROR',
            message: 'A repeating task needs a due date (dueDate)',
            issues: [{ path: 'dueDate', message: 'A repeating task needs a due date (dueDate)' }],
          },
        },
        { status: 400 },
      );
    return Response.json(tasks);
  });
  await user.click(await screen.findByRole('button', { name: 'Edit task Call the adjuster' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit task' });
  await user.selectOptions(within(dialog).getByLabelText('Repeats'), 'monthly');
  await user.click(within(dialog).getByRole('button', { name: 'Save task' }));
  const messages = await within(dialog).findAllByText('A repeating task needs a due date (dueDate)');
  const underField = messages.find((message) =>
    within(dialog).getByLabelText('Due date').getAttribute('aria-describedby')?.includes(message.id),
  );
  expect(underField).toBeTruthy();
});
