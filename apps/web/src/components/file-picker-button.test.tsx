import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { describedBy } from '@/test/described-by';
import { FilePickerButton } from './file-picker-button';

/** A field as the forms build one: a label on the hidden input, the name shown once chosen. */
function Field({ onFile }: { onFile: (file: File | undefined) => void }) {
  const [name, setName] = useState<string | null>(null);
  return (
    <>
      <label htmlFor="report">Report</label>
      <FilePickerButton
        inputId="report"
        fieldLabel="Report"
        accept=".csv"
        fileName={name}
        noFileText="No file chosen"
        aria-describedby="hint"
        onFile={(file) => {
          setName(file?.name ?? null);
          onFile(file);
        }}
      >
        Choose a file…
      </FilePickerButton>
      <p id="hint">A CSV file.</p>
    </>
  );
}

describe('FilePickerButton', () => {
  it('names the button after the field, and shows the chosen file’s name beside it', () => {
    const onFile = vi.fn();
    render(<Field onFile={onFile} />);
    const button = screen.getByRole('button', { name: 'Report Choose a file…' });
    const input = screen.getByLabelText<HTMLInputElement>('Report');
    expect(input.type).toBe('file');
    expect(input.accept).toBe('.csv');
    expect(describedBy(button)).toEqual(['No file chosen', 'A CSV file.']);

    const file = new File(['email\n'], 'team.csv', { type: 'text/csv' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(onFile).toHaveBeenCalledWith(file);
    expect(describedBy(button)).toEqual(['team.csv', 'A CSV file.']);
    expect(screen.queryByText('No file chosen')).toBeNull();
  });

  it('opens the chooser from the keyboard: Enter and Space on the focused button', async () => {
    const user = userEvent.setup();
    render(<Field onFile={vi.fn()} />);
    const input = screen.getByLabelText<HTMLInputElement>('Report');
    const open = vi.spyOn(input, 'click').mockImplementation(() => {});

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button'));
    await user.keyboard('{Enter}');
    expect(open).toHaveBeenCalledTimes(1);
    await user.keyboard(' ');
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('hands focus meant for the hidden input (a dialog’s first field) to the button', () => {
    render(<Field onFile={vi.fn()} />);
    screen.getByLabelText('Report').focus();
    expect(document.activeElement).toBe(screen.getByRole('button'));
  });

  it('stays a bare button where the caller shows the file itself, and follows its busy state', () => {
    render(
      <FilePickerButton accept="image/png" inputTestId="photo" onFile={vi.fn()} isLoading>
        Upload a photo
      </FilePickerButton>,
    );
    const button = screen.getByRole('button', { name: 'Upload a photo' });
    expect(button.getAttribute('aria-describedby')).toBeNull();
    expect(button.parentElement?.childElementCount).toBe(2);
    expect(screen.getByTestId<HTMLInputElement>('photo').disabled).toBe(true);
  });
});
