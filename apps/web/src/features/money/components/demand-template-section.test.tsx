// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { DEFAULT_DEMAND_TEMPLATE, listDemandTemplatePlaceholders, type DemandTemplateResponse } from '@casecast/domain';
import { meQueryKey } from '../../../lib/auth';
import { renderRoutes, route } from '../../../test/render';
import { demandTemplateKey } from '../api';
import { DemandTemplateSection } from './demand-template-section';

const saved: DemandTemplateResponse = {
  body: 'Dear {{adjuster_name}},\n\nWe demand {{demand_amount}}.',
  isDefault: false,
  updatedAt: '2026-03-02T10:00:00.000Z',
  updatedBy: 'Olivia Owner',
  placeholders: listDemandTemplatePlaceholders(),
};
const me = (role: 'owner' | 'staff') => ({
  user: { id: 'u1', name: 'Member', email: 'm@example.com' },
  firm: { firmId: 'f1', firmName: 'Firm', role },
});

function renderSection(role: 'owner' | 'staff', template: DemandTemplateResponse = saved) {
  renderRoutes([route('/', <DemandTemplateSection />)], '/', [
    [meQueryKey, me(role)],
    [demandTemplateKey, template],
  ]);
}

it("lets an owner edit the firm's letter, refuses an unknown placeholder before sending, and restores the default text", async () => {
  const user = userEvent.setup();
  renderSection('owner');
  expect(screen.getByTestId('demand-template-version').textContent).toBe(
    "The firm's own letter, last changed by Olivia Owner on March 2, 2026.",
  );
  const text = screen.getByLabelText('Letter text');
  expect((text as HTMLTextAreaElement).value).toBe(saved.body);
  const save = screen.getByRole('button', { name: 'Save template' });
  expect((save as HTMLButtonElement).disabled).toBe(true);

  await user.clear(text);
  await user.type(text, 'Dear {{{{adjuster}},');
  expect((save as HTMLButtonElement).disabled).toBe(false);
  await user.click(save);
  expect(await screen.findByText('Unknown placeholder: {{adjuster}}')).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Use the default text' }));
  expect((text as HTMLTextAreaElement).value).toBe(DEFAULT_DEMAND_TEMPLATE);
  await user.click(screen.getByRole('button', { name: 'Discard changes' }));
  expect((text as HTMLTextAreaElement).value).toBe(saved.body);
  expect(screen.getByText(`Placeholders (${saved.placeholders.length})`)).toBeTruthy();
});

it('shows other members the letter read-only', () => {
  renderSection('staff', { ...saved, body: DEFAULT_DEMAND_TEMPLATE, isDefault: true, updatedAt: null, updatedBy: null });
  expect(screen.getByTestId('demand-template-version').textContent).toBe('The default letter: no one in the firm has changed it yet.');
  expect((screen.getByLabelText('Letter text') as HTMLTextAreaElement).readOnly).toBe(true);
  expect(screen.queryByRole('button', { name: 'Save template' })).toBeNull();
  expect(screen.getByText('Only firm owners can change the demand letter template.')).toBeTruthy();
});
