// @vitest-environment happy-dom
// Files queued in the case wizard are never lost silently: a reload warns, leaving inside the app asks first.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { Link } from 'react-router';
import { renderRoutes, route } from '../../../test/render';
import { wizardUploads } from '../wizard-uploads';
import { QueuedFilesLeaveGuard } from './queued-files-leave-guard';

afterEach(() => wizardUploads.clear());

function renderWizardPage() {
  return renderRoutes(
    [
      route(
        '/dashboard/cases/new',
        <>
          <QueuedFilesLeaveGuard />
          <Link to="/dashboard/cases">Cases</Link>
        </>,
      ),
      route('/dashboard/cases', <h1>Cases list</h1>),
    ],
    '/dashboard/cases/new',
  );
}

const reload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

it('lets the page go freely while nothing is queued', async () => {
  const user = userEvent.setup();
  renderWizardPage();
  expect(reload()).toBe(false);
  await user.click(screen.getByRole('link', { name: 'Cases' }));
  expect(await screen.findByRole('heading', { name: 'Cases list' })).toBeTruthy();
});

it('warns before a reload and asks before leaving while files are queued', async () => {
  const user = userEvent.setup();
  const { router } = renderWizardPage();
  act(() =>
    wizardUploads.add(
      [new File(['%PDF-1.4'], 'police-report.pdf', { type: 'application/pdf' }), new File(['x'], 'bill.txt', { type: 'text/plain' })],
      'General',
      10,
    ),
  );
  expect(reload()).toBe(true);

  await user.click(screen.getByRole('link', { name: 'Cases' }));
  const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
  expect(dialog.textContent).toContain('2 files are queued for upload');
  await user.click(screen.getByRole('button', { name: 'Stay' }));
  expect(router.state.location.pathname).toBe('/dashboard/cases/new');
  expect(wizardUploads.getItems().map((item) => item.name)).toEqual(['police-report.pdf', 'bill.txt']);

  await user.click(screen.getByRole('link', { name: 'Cases' }));
  await user.click(await screen.findByRole('button', { name: 'Leave and discard files' }));
  expect(await screen.findByRole('heading', { name: 'Cases list' })).toBeTruthy();
  expect(wizardUploads.getItems()).toEqual([]);
});
