import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UPLOAD_KINDS } from '@slidewise/shared/uploads/limits';
import { describedBy } from '@/test/described-by';
import { UploadFileField } from './upload-fields';

describe('UploadFileField', () => {
  it('hands on the file chosen with the app’s own button, and shows its name', () => {
    const onFile = vi.fn();
    render(
      <UploadFileField
        label="File"
        required
        error={undefined}
        types={UPLOAD_KINDS.video.types}
        onFile={onFile}
      />,
    );
    const button = screen.getByRole('button', { name: 'File Choose a file…' });
    const input = screen.getByLabelText<HTMLInputElement>('File');
    expect(input.type).toBe('file');
    expect(input.accept).toBe(UPLOAD_KINDS.video.types.join(','));
    expect(button.getAttribute('aria-describedby')).toBeNull();

    const file = new File([new Uint8Array(8)], 'talk.mp4', { type: 'video/mp4' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(onFile).toHaveBeenCalledWith(file);
    expect(describedBy(button)).toEqual(['talk.mp4']);
  });

  it('ties its error to the button', () => {
    render(
      <UploadFileField
        label="Picture for the slide"
        error="editor.media.errors.missing"
        types={UPLOAD_KINDS.image.types}
        onFile={vi.fn()}
      />,
    );
    const button = screen.getByRole('button', { name: 'Picture for the slide Choose a file…' });
    expect(button.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(button)).toEqual(['Choose a file to upload.']);
  });
});
