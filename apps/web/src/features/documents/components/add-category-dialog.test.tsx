// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { describedText, renderRoutes, route } from '../../../test/render';
import { AddCategoryDialog } from './add-category-dialog';

it('refuses an empty name and one the firm already has, in any letter case, under the field', async () => {
  const user = userEvent.setup();
  renderRoutes(
    [route('/', <AddCategoryDialog open onOpenChange={() => undefined} existing={['Medical Records', 'Police Reports']} />)],
    '/',
  );
  const name = await screen.findByLabelText('Category name');
  await user.click(screen.getByRole('button', { name: 'Add Category' }));
  await waitFor(() => expect(describedText(name)).toBe('Category name is required'));
  await user.type(name, '  police reports ');
  await user.click(screen.getByRole('button', { name: 'Add Category' }));
  await waitFor(() => expect(describedText(name)).toBe('"Police Reports" already exists.'));
  expect(name.getAttribute('aria-invalid')).toBe('true');
});
