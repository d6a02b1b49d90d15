// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startRealServer, type RealServer } from '../../test/real-server';
import { describedText, renderRoutes, route } from '../../test/render';
import { WaitingListPage } from './waiting-list-page';

let server: RealServer;
beforeAll(async () => {
  server = await startRealServer();
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

it('names the missing field, then joins through the server, clears the form, and shows a repeat address in the banner', async () => {
  const user = userEvent.setup();
  renderRoutes([route('/waiting-list', <WaitingListPage />)], '/waiting-list');
  const email = `jordan-${Date.now()}@example.com`;
  await user.type(screen.getByLabelText('Name'), 'Jordan Reyes');
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Join Waiting List' }));
  const firmName = screen.getByLabelText('Law Firm Name');
  await waitFor(() => expect(describedText(firmName)).toBe('Law firm name is required'));
  expect(firmName.getAttribute('aria-invalid')).toBe('true');
  expect(document.activeElement).toBe(firmName);

  await user.type(firmName, 'Reyes Injury Law');
  await user.type(screen.getByLabelText('Phone (optional)'), '555-0100');
  await user.click(screen.getByRole('button', { name: 'Join Waiting List' }));
  await screen.findByText("Thank you for joining our waiting list! We'll be in touch soon.");
  for (const label of ['Name', 'Email', 'Law Firm Name', 'Phone (optional)', 'Message (optional)']) {
    expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe('');
  }
  expect(firmName.getAttribute('aria-invalid')).toBeNull();

  await user.type(screen.getByLabelText('Name'), 'Jordan Again');
  await user.type(screen.getByLabelText('Email'), email.toUpperCase());
  await user.type(screen.getByLabelText('Law Firm Name'), 'Reyes Injury Law');
  await user.click(screen.getByRole('button', { name: 'Join Waiting List' }));
  expect((await screen.findByRole('alert')).textContent).toContain('already on our waiting list');
});
