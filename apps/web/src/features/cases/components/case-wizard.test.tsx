// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { describedText, renderRoutes, route } from '../../../test/render';
import { caseKeys } from '../api';
import { createEmptyWizardFormValues, type CaseWizardFormSubmission } from '../case-wizard-form';
import { CaseWizard } from './case-wizard';

it('links each step error to its field and hands the whole case (injuries, notes) to one save', async () => {
  const user = userEvent.setup();
  const saved: CaseWizardFormSubmission[] = [];
  renderRoutes(
    [
      route(
        '/',
        <CaseWizard
          initialValues={createEmptyWizardFormValues('2024-03-01')}
          draftKey="case-wizard-test"
          failureMessage="Failed to create case"
          onSubmit={async (submission) => {
            saved.push(submission);
          }}
          onCancel={() => undefined}
        />,
      ),
    ],
    '/',
    [[caseKeys.attorneys, []]],
  );
  await user.click(screen.getByRole('button', { name: 'Next' }));
  const clientName = screen.getByLabelText('Client Name');
  await waitFor(() => expect(describedText(clientName)).toBe('Client name is required'));
  expect(clientName.getAttribute('aria-invalid')).toBe('true');

  await user.type(clientName, 'Maria Lopez');
  // The client's contact details go with the case, to the firm's directory; a bad email stops the step.
  await user.type(screen.getByLabelText('Phone'), '555-010-5000');
  await user.type(screen.getByLabelText('Email'), 'maria@');
  await user.selectOptions(screen.getByLabelText('Preferred contact'), 'text');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(describedText(screen.getByLabelText('Email'))).toBe('Email must be an email address, e.g. name@example.com'));
  await user.type(screen.getByLabelText('Email'), 'example.com');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(await screen.findByRole('button', { name: 'Add Injury' }));
  const injury = screen.getByRole('group', { name: 'Injury 1' });
  await user.type(within(injury).getByLabelText('Type'), 'Whiplash');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  const bodyPart = within(injury).getByLabelText('Body Part');
  await waitFor(() => expect(describedText(bodyPart)).toBe('Body part is required'));
  await user.type(bodyPart, 'Neck');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(await screen.findByRole('button', { name: 'Add Treatment' }));
  const treatment = screen.getByRole('group', { name: 'Treatment 1' });
  await user.type(within(treatment).getByLabelText('Type'), 'Physical therapy');
  await user.type(within(treatment).getByLabelText('Provider'), 'Eastside PT');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(await screen.findByRole('button', { name: 'Add Note' }));
  await user.type(within(screen.getByRole('group', { name: 'Note 1' })).getByLabelText('Note'), 'Client prefers email.');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0]).toMatchObject({
    basicInfo: { clientName: 'Maria Lopez', phase: 'intake', dateOpened: '2024-03-01' },
    injuries: [{ type: 'Whiplash', bodyPart: 'Neck', severity: 'mild' }],
    treatments: [{ type: 'Physical therapy', provider: 'Eastside PT' }],
    notes: [{ content: 'Client prefers email.' }],
    clientContact: { phone: '555-010-5000', email: 'maria@example.com', preferredContact: 'text', address: null, language: null },
  });
});

it('asks for the date of death on a wrongful death case only', async () => {
  const user = userEvent.setup();
  renderRoutes(
    [
      route(
        '/',
        <CaseWizard
          initialValues={createEmptyWizardFormValues('2024-03-01')}
          draftKey="case-wizard-death-test"
          failureMessage="Failed to create case"
          onSubmit={async () => undefined}
          onCancel={() => undefined}
        />,
      ),
    ],
    '/',
    [[caseKeys.attorneys, []]],
  );
  expect(screen.queryByLabelText('Date of Death')).toBeNull();
  await user.selectOptions(screen.getByLabelText('Case Type'), 'wrongful_death');
  expect(screen.getByLabelText('Date of Death').getAttribute('type')).toBe('date');
  await user.selectOptions(screen.getByLabelText('Case Type'), 'motor_vehicle');
  expect(screen.queryByLabelText('Date of Death')).toBeNull();
});
