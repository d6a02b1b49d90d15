// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { afterEach, expect, it } from 'vitest';
import { Dialog, DialogActions } from './dialog';

afterEach(() => cleanup());

function AddNote() {
  const [open, setOpen] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Add Note
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Add note">
        <form onSubmit={submit}>
          <input aria-label="Note" />
          <DialogActions onCancel={() => setOpen(false)} pending={false} submitLabel="Save" />
        </form>
      </Dialog>
    </>
  );
}

async function openDialog() {
  const opener = screen.getByRole('button', { name: 'Add Note' });
  await userEvent.click(opener);
  await screen.findByRole('dialog', { name: 'Add note' });
  expect(document.activeElement).not.toBe(opener);
  return opener;
}

it.each([
  ['Escape', () => userEvent.keyboard('{Escape}')],
  ['Cancel', () => userEvent.click(screen.getByRole('button', { name: 'Cancel' }))],
  ['Close', () => userEvent.click(screen.getByRole('button', { name: 'Close' }))],
  ['submit', () => userEvent.click(screen.getByRole('button', { name: 'Save' }))],
])('closing with %s returns focus to the button that opened the dialog', async (_how, close) => {
  render(<AddNote />);
  const opener = await openDialog();
  await close();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(document.activeElement).toBe(opener));
});
