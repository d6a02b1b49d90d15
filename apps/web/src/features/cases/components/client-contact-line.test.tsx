// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import type { Contact } from '@casecast/domain';
import { makeCaseDetail } from '../../../../../../packages/domain/src/testing/case-fixtures';
import { renderRoutes, route } from '../../../test/render';
import { stubFetch } from '../../../test/fetch-stub';
import { ClientContactLine } from './client-contact-line';

const rosa: Contact = {
  id: 'contact-1',
  kind: 'client',
  name: 'Rosa Diaz',
  organization: null,
  phone: '555-010-5000',
  email: 'rosa@example.com',
  address: null,
  preferredContact: 'text',
  language: 'Spanish',
  notes: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

afterEach(() => vi.restoreAllMocks());

it('shows how to reach the client, with the phone and email as links', () => {
  renderRoutes([route('/', <ClientContactLine detail={makeCaseDetail({ clientContact: rosa })} />)], '/');
  const line = screen.getByTestId('client-contact');
  expect(within(line).getByRole('link', { name: '555-010-5000' }).getAttribute('href')).toBe('tel:555-010-5000'.replace(/-/g, ''));
  expect(line.textContent).toContain('Prefers text message · Speaks Spanish');
  expect(within(line).getByRole('button', { name: 'Edit contact details' })).toBeTruthy();
});

it('files new contact details in the directory and names the contact as the case client', async () => {
  const user = userEvent.setup();
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  stubFetch(async (url, init) => {
    calls.push({ method: init?.method ?? 'GET', url: url, body: init?.body ? JSON.parse(String(init.body)) : null });
    const body = init?.method === 'POST' ? rosa : init?.method === 'PUT' ? rosa : {};
    return new Response(JSON.stringify(body), {
      status: init?.method === 'POST' ? 201 : 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  const detail = makeCaseDetail({ clientName: 'Rosa Diaz', clientContact: null });
  renderRoutes([route('/', <ClientContactLine detail={detail} />)], '/');
  await user.click(screen.getByRole('button', { name: 'Add contact details' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add contact' });
  expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('Rosa Diaz');
  await user.type(within(dialog).getByLabelText('Phone'), '555-010-5000');
  await user.click(within(dialog).getByRole('button', { name: 'Add contact' }));
  await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
  expect(calls.find((call) => call.method === 'POST')).toMatchObject({
    url: '/api/contacts',
    body: { kind: 'client', name: 'Rosa Diaz', phone: '555-010-5000' },
  });
  expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
    url: `/api/cases/${detail.id}/client-contact`,
    body: { contactId: 'contact-1' },
  });
});
