import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

function Screen() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Rename
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Rename the course">
        <input aria-label="Title" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens on its first field once its code is in, and Escape returns focus to the opener', async () => {
    render(<Screen />);
    expect(screen.queryByRole('dialog')).toBeNull();

    const opener = screen.getByRole('button', { name: 'Rename' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Rename the course' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Title')));

    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);

    // A second opening finds the code loaded: the dialog is there at once.
    fireEvent.click(opener);
    expect(screen.getByRole('dialog', { name: 'Rename the course' })).toBeTruthy();
  });
});
