// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { EMPTY_FIRM_CONTACT, type FirmContact, type FirmRole, type Me } from '@casecast/domain';
import { meQueryKey } from '../../../lib/auth';
import { renderRoutes, route } from '../../../test/render';
import { jsonResponse } from '../../../test/fetch-stub';
import { settingsKeys } from '../api';
import { FirmSection } from './firm-section';

const me = (role: FirmRole): Me => ({
  user: { id: 'u1', email: 'olivia@example.com', name: 'Olivia Owner', company: null, emailVerified: true, twoFactorEnabled: false },
  firm: { id: 'f1', name: 'Reyes & Park Injury Law', role },
  isAdmin: false,
});

function render(role: FirmRole, contact: FirmContact) {
  return renderRoutes([route('/', <FirmSection />)], '/', [
    [meQueryKey, me(role)],
    [settingsKeys.members, []],
    [settingsKeys.invitations, []],
    [settingsKeys.contact, contact],
  ]);
}

afterEach(() => vi.restoreAllMocks());

it("shows a bad ZIP code's message under the field and sends nothing; a good address is saved as the server writes it", async () => {
  const saved: FirmContact = {
    street: '100 Congress Ave',
    city: 'Austin',
    state: 'TX',
    zip: '78701-1234',
    phone: '(512) 555-0100',
    email: 'office@reyespark.example',
  };
  const fetchSpy = vi.spyOn(window, 'fetch').mockResolvedValue(jsonResponse(saved));
  const user = userEvent.setup();
  render('owner', EMPTY_FIRM_CONTACT);
  const form = screen.getByRole('form', { name: 'Firm address and phone' });
  await user.type(within(form).getByLabelText('Street address'), '100 Congress Ave');
  await user.type(within(form).getByLabelText('City'), 'Austin');
  await user.selectOptions(within(form).getByLabelText('State'), 'TX');
  await user.type(within(form).getByLabelText('ZIP code'), '7870');
  await user.type(within(form).getByLabelText('Phone'), '512.555.0100');
  await user.type(within(form).getByLabelText('Email'), 'office@reyespark.example');
  await user.click(within(form).getByRole('button', { name: 'Save address and phone' }));
  const zip = within(form).getByLabelText('ZIP code');
  await waitFor(() => expect(zip.getAttribute('aria-invalid')).toBe('true'));
  expect(within(form).getByText('ZIP code must be 5 digits or 9 digits (12345-6789)')).toBeTruthy();
  expect(fetchSpy).not.toHaveBeenCalled();

  await user.type(zip, '11234');
  await user.click(within(form).getByRole('button', { name: 'Save address and phone' }));
  expect(await within(form).findByText('Address and phone saved.')).toBeTruthy();
  expect(fetchSpy).toHaveBeenCalledTimes(1);
  const [url, init] = fetchSpy.mock.calls[0]!;
  expect(String(url)).toContain('/api/firm/contact');
  expect(init?.method).toBe('PATCH');
  expect(JSON.parse(String(init?.body))).toEqual(saved);
  expect(within(form).getByLabelText<HTMLInputElement>('Phone').value).toBe('(512) 555-0100');
});

it("shows the server's message when a save is refused", async () => {
  vi.spyOn(window, 'fetch').mockResolvedValue(
    jsonResponse({ error: { code: 'FORBIDDEN', message: 'Only firm owners can do this.' } }, 403),
  );
  const user = userEvent.setup();
  render('owner', EMPTY_FIRM_CONTACT);
  const form = screen.getByRole('form', { name: 'Firm address and phone' });
  await user.type(within(form).getByLabelText('City'), 'Austin');
  await user.click(within(form).getByRole('button', { name: 'Save address and phone' }));
  expect(await within(form).findByText('Only firm owners can do this.')).toBeTruthy();
});

it('shows other members the address read-only, without a save button', () => {
  vi.spyOn(window, 'fetch').mockResolvedValue(jsonResponse({}));
  render('attorney', { ...EMPTY_FIRM_CONTACT, city: 'Austin', state: 'TX' });
  const form = screen.getByRole('form', { name: 'Firm address and phone' });
  const city = within(form).getByLabelText<HTMLInputElement>('City');
  expect(city.value).toBe('Austin');
  expect(city.disabled).toBe(true);
  expect(within(form).queryByRole('button', { name: 'Save address and phone' })).toBeNull();
});
