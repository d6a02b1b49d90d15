// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { BILL_OVERPAID_MESSAGE, type MedicalBillCreate, type Provider } from '@casecast/domain';
import { ApiError } from '../../../lib/api';
import { describedText, renderRoutes, route } from '../../../test/render';
import { BillForm } from './bill-form';

const provider = (id: string, name: string): Provider => ({
  id,
  caseId: 'case-1',
  name,
  specialty: null,
  contactName: null,
  phone: null,
  fax: null,
  email: null,
  address: null,
  recordsStatus: 'not_requested',
  recordsRequestedOn: null,
  recordsReceivedOn: null,
  recordsFollowUpOn: null,
  billsStatus: 'not_requested',
  billsRequestedOn: null,
  billsReceivedOn: null,
  billsFollowUpOn: null,
  notes: null,
  contactId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const providers = [provider('p1', 'Mercy Hospital'), provider('p2', 'Eastside PT')];

function renderForm(onSave = vi.fn<(input: MedicalBillCreate, handlers: { onError: (failure: unknown) => void }) => void>()) {
  renderRoutes(
    [
      route(
        '/',
        <BillForm providers={providers} providerId="p2" pending={false} error={null} onSave={onSave} onCancel={() => undefined} />,
      ),
    ],
    '/',
  );
  return onSave;
}

it('reads amounts typed with thousands separators and sends the bill as the API takes it', async () => {
  const user = userEvent.setup();
  const onSave = renderForm();
  const providerSelect = (await screen.findByLabelText('Provider')) as HTMLSelectElement;
  await waitFor(() => expect(providerSelect.value).toBe('p2'));
  await user.type(screen.getByLabelText('Service from'), '2026-03-05');
  await user.type(screen.getByLabelText('Billed'), '$12,500.50');
  await user.type(screen.getByLabelText('Paid'), '1,000');
  await user.type(screen.getByLabelText('Adjusted'), '250.25');
  await user.selectOptions(screen.getByLabelText('Payer'), 'PIP / MedPay');
  await user.type(screen.getByLabelText('CPT codes'), '99213, 97110');
  await user.click(screen.getByRole('button', { name: 'Add bill' }));
  await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
  expect(onSave.mock.calls[0]![0]).toMatchObject({
    providerId: 'p2',
    serviceFrom: '2026-03-05',
    billed: 12500.5,
    paid: 1000,
    adjusted: 250.25,
    payer: 'pip_medpay',
    cptCodes: ['99213', '97110'],
  });
});

it('shows each wrong amount under its field and sends nothing', async () => {
  const user = userEvent.setup();
  const onSave = renderForm();
  await user.click(await screen.findByRole('button', { name: 'Add bill' }));
  const billed = screen.getByLabelText('Billed');
  await waitFor(() => expect(describedText(billed)).toBe('Billed must be a non-negative amount'));
  expect(describedText(screen.getByLabelText('Service from'))).toBe('Service start date is required');

  await user.type(screen.getByLabelText('Service from'), '2026-03-05');
  await user.type(billed, '12.505');
  await user.click(screen.getByRole('button', { name: 'Add bill' }));
  await waitFor(() => expect(describedText(billed)).toBe('Must have at most 2 decimals'));

  await user.clear(billed);
  await user.type(billed, '1,000');
  await user.type(screen.getByLabelText('Paid'), '800');
  await user.type(screen.getByLabelText('Adjusted'), '300');
  await user.click(screen.getByRole('button', { name: 'Add bill' }));
  const paid = screen.getByLabelText('Paid');
  await waitFor(() => expect(describedText(paid)).toBe(BILL_OVERPAID_MESSAGE));
  expect(paid.getAttribute('aria-invalid')).toBe('true');
  expect(onSave).not.toHaveBeenCalled();
});

it("shows the server's refusal under the field it names", async () => {
  const user = userEvent.setup();
  const onSave = renderForm(
    vi.fn((_input: MedicalBillCreate, handlers: { onError: (failure: unknown) => void }) =>
      handlers.onError(
        new ApiError(400, 'VALIDATION_ERROR', 'Provider not found on this case (providerId)', {
          error: {
            code: 'VALIDATION_ERROR',
            message: 'Provider not found on this case (providerId)',
            issues: [{ path: 'providerId', message: 'Provider not found on this case' }],
          },
        }),
      ),
    ),
  );
  await user.type(await screen.findByLabelText('Service from'), '2026-03-05');
  await user.type(screen.getByLabelText('Billed'), '100');
  await user.click(screen.getByRole('button', { name: 'Add bill' }));
  await waitFor(() => expect(describedText(screen.getByLabelText('Provider'))).toBe('Provider not found on this case'));
  expect(onSave).toHaveBeenCalledTimes(1);
});
