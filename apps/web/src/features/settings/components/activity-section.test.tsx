// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import type { FirmActivityEntry, FirmActivityResponse } from '@casecast/domain';
import { meQueryKey } from '../../../lib/auth';
import { renderRoutes, route } from '../../../test/render';
import { settingsKeys } from '../api';
import { ActivitySection } from './activity-section';

const me = (role: 'owner' | 'attorney' | 'staff') => ({
  user: { id: 'u1', name: 'Member', email: 'm@example.com' },
  firm: { firmId: 'f1', firmName: 'Firm', role },
});
const letterA = 'Dear {{adjuster_name}},\n\nWe demand {{demand_amount}} for {{client_name}}.';
const letterB = 'Dear {{adjuster_name}},\n\nOn behalf of {{client_name}} we demand {{demand_amount}}.';

const entry = (id: string, fields: Partial<FirmActivityEntry>): FirmActivityEntry => ({
  id,
  caseId: null,
  entityType: 'demand_template',
  entityId: 'f1',
  action: 'update',
  actorId: 'u1',
  actorName: 'Olivia Owner',
  changes: {},
  createdAt: '2026-03-02T15:30:00.000Z',
  ...fields,
});

const newest = entry('12', { changes: { body: { old: letterA, new: letterB } }, createdAt: '2026-03-04T15:30:00.000Z' });
const task = entry('11', {
  entityType: 'task',
  action: 'update',
  actorName: 'Sam Staff',
  changes: { title: { old: 'Order toner', new: 'Order toner and paper' } },
  createdAt: '2026-03-03T09:05:00.000Z',
});
const oldest = entry('3', { action: 'create', changes: { body: { old: null, new: letterA } }, createdAt: '2026-02-01T08:00:00.000Z' });

function renderSection(role: 'owner' | 'attorney' | 'staff', pages: FirmActivityResponse[]) {
  return renderRoutes([route('/', <ActivitySection />)], '/', [
    [meQueryKey, me(role)],
    [settingsKeys.activity, { pages, pageParams: pages.map((_, index) => (index === 0 ? null : pages[index - 1]!.nextBefore)) }],
  ]);
}

afterEach(() => vi.restoreAllMocks());

it('lists who changed what and when, newest first, with the letter before and after collapsed', async () => {
  const user = userEvent.setup();
  renderSection('owner', [{ items: [newest, task], nextBefore: null }]);
  const region = screen.getByRole('region', { name: 'Firm activity' });
  const items = within(within(region).getByRole('list', { name: 'Firm activity, newest first' })).getAllByRole('listitem');
  expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
    "Olivia Owner changed the firm's demand letter template",
    'Sam Staff changed a task',
  ]);
  expect(items[0]!.textContent).toContain('March 4, 2026');
  // A short change reads old → new; the letter's texts are behind a summary until opened.
  expect(items[1]!.textContent).toContain('Title:Order toner → Order toner and paper');
  const details = items[0]!.querySelector('details')!;
  expect(details.open).toBe(false);
  await user.click(within(items[0]!).getByText('Letter text: show the text before and after'));
  expect(details.open).toBe(true);
  expect(within(details).getByRole('group', { name: 'Before' }).textContent).toBe(`Before${letterA}`);
  expect(within(details).getByRole('group', { name: 'After' }).textContent).toBe(`After${letterB}`);
  expect(screen.queryByRole('button', { name: 'Show older activity' })).toBeNull();
});

it('shows the text of a first save and offers the older page, which it reads from where the last one ended', async () => {
  const user = userEvent.setup();
  const older: FirmActivityResponse = { items: [oldest], nextBefore: null };
  const fetchSpy = vi
    .spyOn(window, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify(older), { status: 200, headers: { 'content-type': 'application/json' } }));
  renderSection('owner', [{ items: [newest, task], nextBefore: '11' }]);
  await user.click(screen.getByRole('button', { name: 'Show older activity' }));
  await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
  expect(String(fetchSpy.mock.calls[0]![0])).toBe('/api/firm/activity?before=11');
  expect(screen.getAllByRole('listitem')[2]!.querySelector('p')?.textContent).toBe("Olivia Owner added the firm's demand letter template");
  expect(screen.getByText('Letter text: show the text')).toBeTruthy();
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Show older activity' })).toBeNull());
});

it('says when there is nothing yet', () => {
  renderSection('owner', [{ items: [], nextBefore: null }]);
  expect(screen.getByText("No changes to the firm's records yet.")).toBeTruthy();
});

it('is not shown to attorneys or staff', () => {
  for (const role of ['attorney', 'staff'] as const) {
    const { unmount } = renderSection(role, [{ items: [newest], nextBefore: null }]);
    expect(screen.queryByRole('region', { name: 'Firm activity' })).toBeNull();
    unmount();
  }
});
