// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Me } from '@casecast/domain';
import { expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import { meQueryKey } from '../../lib/auth';
import { DashboardLayout } from './dashboard-layout';

const me: Me = {
  user: { id: 'u1', email: 'jane@example.com', name: 'Jane Doe', company: null, emailVerified: true, twoFactorEnabled: false },
  firm: { id: 'f1', name: 'Doe Law', role: 'owner' },
  isAdmin: false,
};

function renderLayout() {
  return renderRoutes(
    [{ path: '/dashboard', element: <DashboardLayout />, children: [{ index: true, element: <h1>Dashboard page</h1> }] }],
    '/dashboard',
    [[meQueryKey, me]],
  );
}

it('the first Tab reaches "Skip to main content", and Enter moves focus to the page', async () => {
  renderLayout();
  await screen.findByRole('heading', { name: 'Dashboard page' });
  await userEvent.tab();
  const skip = screen.getByRole('link', { name: 'Skip to main content' });
  expect(document.activeElement).toBe(skip);
  await userEvent.keyboard('{Enter}');
  expect(document.activeElement).toBe(screen.getByRole('main'));
  expect(screen.getByRole('main').id).toBe('main-content');
});

it("the user menu's accessible name starts with the letter and the name it shows", async () => {
  renderLayout();
  const menu = await screen.findByRole('button', { name: /user menu/ });
  const visible = [...menu.querySelectorAll('span')].map((span) => span.textContent ?? '').join(' ');
  expect(visible).toBe('J Jane Doe');
  expect(menu.getAttribute('aria-label')).toBe('J Jane Doe, user menu');
  expect(menu.getAttribute('aria-label')?.startsWith(visible)).toBe(true);
});
