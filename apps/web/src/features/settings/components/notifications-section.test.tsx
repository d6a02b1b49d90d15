// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import type { NotificationSettings } from '@casecast/domain';
import { renderRoutes, route } from '../../../test/render';
import { jsonResponse } from '../../../test/fetch-stub';
import { notificationKeys } from '../api';
import { NotificationsSection } from './notifications-section';

const saved: NotificationSettings = { deadlineReminders: true, taskDigest: true };

afterEach(() => vi.restoreAllMocks());

it('unticks a box at the click and keeps it unticked while the save is on its way, then as saved', async () => {
  let answer: (response: Response) => void = () => undefined;
  const fetchSpy = vi.spyOn(window, 'fetch').mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
  renderRoutes([route('/', <NotificationsSection />)], '/', [[notificationKeys.settings, saved]]);
  const region = screen.getByRole('region', { name: 'Notifications' });
  const digest = within(region).getByRole<HTMLInputElement>('checkbox', { name: /Daily task digest/ });
  // Read straight after the click, before anything else runs: the box must not have been put back meanwhile.
  fireEvent.click(digest);
  expect(digest.checked).toBe(false);
  await act(async () => undefined);
  // The server has not answered: the box shows the choice, not what the server had.
  expect(digest.checked).toBe(false);
  expect(within(region).getByRole<HTMLInputElement>('checkbox', { name: /Deadline reminders/ }).checked).toBe(true);
  expect(fetchSpy).toHaveBeenCalledTimes(1);
  expect(JSON.parse(String(fetchSpy.mock.calls[0]![1]!.body))).toEqual({ deadlineReminders: true, taskDigest: false });
  answer(jsonResponse({ deadlineReminders: true, taskDigest: false }));
  await waitFor(() => expect(digest.disabled).toBe(false));
  expect(digest.checked).toBe(false);
});

it('puts the box back and says why when the save fails', async () => {
  const user = userEvent.setup();
  vi.spyOn(window, 'fetch')
    .mockResolvedValueOnce(jsonResponse({ error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' } }, 500))
    .mockResolvedValue(jsonResponse(saved));
  renderRoutes([route('/', <NotificationsSection />)], '/', [[notificationKeys.settings, saved]]);
  const region = screen.getByRole('region', { name: 'Notifications' });
  const digest = within(region).getByRole<HTMLInputElement>('checkbox', { name: /Daily task digest/ });
  await user.click(digest);
  expect(await within(region).findByText('Something went wrong. Please try again.')).toBeTruthy();
  await waitFor(() => expect(digest.checked).toBe(true));
});
