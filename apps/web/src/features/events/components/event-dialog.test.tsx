// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import type { CalendarEventItem, FirmMember } from '@casecast/domain';
import { describedText, renderRoutes, route } from '../../../test/render';
import { jsonResponse } from '../../../test/fetch-stub';
import { taskKeys } from '../../tasks/api';
import { toOffsetIso } from '../event-form';
import { EventDialog } from './event-dialog';

const member = (userId: string, name: string): FirmMember => ({
  id: `m-${userId}`,
  userId,
  name,
  email: `${userId}@firm.test`,
  role: 'attorney',
  practising: false,
  joinedAt: '2026-01-01T00:00:00.000Z',
});
const members = [member('u1', 'Alice Owner'), member('u2', 'Carla Colleague')];

function renderDialog(props: Parameters<typeof EventDialog>[0]) {
  renderRoutes([route('/', <EventDialog {...props} />)], '/', [[taskKeys.members, members]]);
}

afterEach(() => vi.restoreAllMocks());

it('sends a deposition on the case with its local times as moments with the offset, and its attendees', async () => {
  const user = userEvent.setup();
  const onClose = vi.fn();
  const fetchSpy = vi.spyOn(window, 'fetch').mockImplementation(async (_url, init) => {
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    return jsonResponse(
      { ...body, id: 'e1', notes: null, createdAt: '2026-11-27T00:00:00.000Z', updatedAt: '2026-11-27T00:00:00.000Z' },
      201,
    );
  });
  renderDialog({ preset: { caseId: 'c1', caseLabel: 'Maria Lopez · CASE-0001' }, onClose });
  expect(await screen.findByRole('dialog', { name: 'New event' })).toBeTruthy();
  expect(screen.getByText('Maria Lopez · CASE-0001')).toBeTruthy();
  await user.type(screen.getByLabelText('Title'), 'Deposition of Dr. Reyes');
  await user.type(screen.getByLabelText('Date'), '2026-12-01');
  await user.clear(screen.getByLabelText('Start time'));
  await user.type(screen.getByLabelText('Start time'), '14:30');
  await user.clear(screen.getByLabelText('End time'));
  await user.type(screen.getByLabelText('End time'), '16:00');
  await user.type(screen.getByLabelText('Location'), '100 Main St');
  await user.type(screen.getByLabelText('Video link'), 'https://meet.example.com/abc');
  await user.click(screen.getByLabelText('Carla Colleague'));
  await user.click(screen.getByRole('button', { name: 'Add event' }));

  await waitFor(() => expect(onClose).toHaveBeenCalled());
  const [url, init] = fetchSpy.mock.calls[0]!;
  expect(String(url)).toBe('/api/events');
  expect(init?.method).toBe('POST');
  expect(JSON.parse(String(init?.body))).toEqual({
    title: 'Deposition of Dr. Reyes',
    kind: 'deposition',
    startsAt: toOffsetIso('2026-12-01', '14:30'),
    endsAt: toOffsetIso('2026-12-01', '16:00'),
    allDay: false,
    location: '100 Main St',
    videoLink: 'https://meet.example.com/abc',
    caseId: 'c1',
    attendeeIds: ['u2'],
    notes: null,
  });
  expect(toOffsetIso('2026-12-01', '14:30')).toMatch(/^2026-12-01T14:30:00[+-]\d{2}:\d{2}$/);
});

it("shows the kind's rules under their fields and sends nothing", async () => {
  const user = userEvent.setup();
  const fetchSpy = vi.spyOn(window, 'fetch');
  renderDialog({ preset: { date: '2026-12-01' }, caseOptions: [], onClose: () => undefined });
  await user.clear(await screen.findByLabelText('End time'));
  await user.type(screen.getByLabelText('End time'), '08:00');
  await user.type(screen.getByLabelText('Video link'), 'zoom.us/j/1');
  await user.click(screen.getByRole('button', { name: 'Add event' }));
  await waitFor(() => expect(describedText(screen.getByLabelText('Title'))).toBe('Title is required'));
  expect(describedText(screen.getByLabelText('End time'))).toBe('The end must be after the start');
  expect(describedText(screen.getByLabelText('Video link'))).toBe('Video link must be a web address starting with http:// or https://');
  expect(fetchSpy).not.toHaveBeenCalled();
});

it("puts the server's refusal under its field", async () => {
  const user = userEvent.setup();
  vi.spyOn(window, 'fetch').mockResolvedValue(
    jsonResponse(
      {
        error: {
          code: 'VALIDATION_ERROR',
          message: 'Every attendee must be a member of the firm (attendeeIds)',
          issues: [{ path: 'endsAt', message: 'An event may last at most 14 days' }],
        },
      },
      400,
    ),
  );
  renderDialog({ preset: { date: '2026-12-01' }, caseOptions: [], onClose: () => undefined });
  await user.type(await screen.findByLabelText('Title'), 'Trial');
  await user.click(screen.getByRole('button', { name: 'Add event' }));
  await waitFor(() => expect(describedText(screen.getByLabelText('End time'))).toBe('An event may last at most 14 days'));
});

it('changes a stored event with the version seen, and deletes it after asking', async () => {
  const user = userEvent.setup();
  const onClose = vi.fn();
  const event: CalendarEventItem = {
    kind: 'event',
    id: 'e1',
    date: '2026-12-01',
    title: 'Mediation',
    caseId: null,
    clientName: null,
    caseNo: null,
    caseNumber: null,
    attorneyId: null,
    attorneyName: null,
    eventKind: 'mediation',
    startsAt: new Date(2026, 11, 1, 9, 0).toISOString(),
    endsAt: new Date(2026, 11, 1, 12, 0).toISOString(),
    allDay: false,
    location: 'JAMS',
    videoLink: null,
    attendees: [{ userId: 'u1', name: 'Alice Owner', email: 'u1@firm.test' }],
    notes: null,
    updatedAt: '2026-11-27T10:00:00.000Z',
  };
  const fetchSpy = vi
    .spyOn(window, 'fetch')
    .mockImplementation(async (_url, init) =>
      init?.method === 'DELETE'
        ? new Response(null, { status: 204 })
        : jsonResponse({ ...event, attendeeIds: ['u1'], createdAt: event.updatedAt }),
    );
  renderDialog({ event, caseOptions: [], onClose });
  expect(((await screen.findByLabelText('Start time')) as HTMLInputElement).value).toBe('09:00');
  expect((screen.getByLabelText('Alice Owner') as HTMLInputElement).checked).toBe(true);
  await user.click(screen.getByRole('button', { name: 'Delete…' }));
  await user.click(screen.getByRole('button', { name: 'Delete event' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  const [url, init] = fetchSpy.mock.calls[0]!;
  expect(String(url)).toBe('/api/events/e1');
  expect(init?.method).toBe('DELETE');
  expect(new Headers(init?.headers).get('if-match')).toBeTruthy();
});
