import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BACKGROUND_DIM_DEFAULT } from '@slidewise/shared/courses/slide';
import { renderWithProviders } from '@/test/render-with-providers';
import { describedBy } from '@/test/described-by';
import { fakeUploadsApi, idleStore, slide } from '../lib/test-slides';
import { SlideBackgroundFields } from './slide-background-fields';

afterEach(() => vi.unstubAllGlobals());

function setup() {
  const store = idleStore([slide('a')]);
  renderWithProviders(
    <SlideBackgroundFields store={store} slideId="a" theme={{ preset: 'slate' }} />,
  );
  const background = () => store.getState().slides.a!.draft.background;
  return { background };
}

describe('SlideBackgroundFields', () => {
  it('takes a readable colour and refuses one under 4.5:1, saying why', () => {
    const { background } = setup();
    fireEvent.click(screen.getByRole('radio', { name: 'Colour' }));
    const colour = screen.getByLabelText('Background colour');
    fireEvent.change(colour, { target: { value: '#fde68a' } });
    expect(background()).toEqual({ color: '#fde68a' });

    fireEvent.change(colour, { target: { value: '#777777' } });
    expect(background()).toEqual({ color: '#fde68a' });
    expect(screen.getByRole('status').textContent).toContain(
      'Text on #777777 would have a contrast of 4.08:1; body text needs at least 4.5:1.',
    );
    expect(colour.getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(screen.getByRole('radio', { name: 'Theme' }));
    expect(background()).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('uploads the picture chosen with the app’s own button, and shows its name', async () => {
    const calls = fakeUploadsApi();
    const { background } = setup();
    fireEvent.click(screen.getByRole('radio', { name: 'Picture' }));
    const button = screen.getByRole('button', { name: 'Picture file Choose a file…' });
    const input = screen.getByLabelText<HTMLInputElement>('Picture file');
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/png,image/jpeg,image/webp,image/gif');
    expect(button.getAttribute('aria-describedby')).toBeNull();

    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array(68)], 'wall.png', { type: 'image/png' })] },
    });
    expect(describedBy(button)).toEqual(['wall.png']);
    await waitFor(() =>
      expect(background()).toEqual({
        uploadId: 'up-1',
        imageUrl: '/api/v1/uploads/up-1',
        dim: BACKGROUND_DIM_DEFAULT,
      }),
    );
    expect(calls.map((url) => `${url.pathname}${url.search}`)).toEqual([
      '/api/v1/uploads?kind=image',
    ]);
  });

  it('refuses a file that is not a picture, tied to the button, and sends nothing', () => {
    const calls = fakeUploadsApi();
    const { background } = setup();
    fireEvent.click(screen.getByRole('radio', { name: 'Picture' }));
    fireEvent.change(screen.getByLabelText('Picture file'), {
      target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] },
    });
    const button = screen.getByRole('button', { name: 'Picture file Choose a file…' });
    expect(describedBy(button)).toEqual(['notes.txt', 'Choose a PNG, JPEG, WebP or GIF image.']);
    expect(calls).toEqual([]);
    expect(background()).toBeUndefined();
  });
});
