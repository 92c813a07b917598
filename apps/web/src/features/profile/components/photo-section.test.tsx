import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser } from '@/test/fixtures';
import { fakeApi, renderWithProviders } from '@/test/render-with-providers';
import { PhotoSection } from './photo-section';

afterEach(() => vi.unstubAllGlobals());

const user = aUser({
  displayName: 'Ada Lovelace',
  photoURL: '/api/v1/uploads/old',
  createdAt: '2026-01-01T00:00:00.000Z',
});

function pick(file: File) {
  fireEvent.change(screen.getByTestId('photo-input'), { target: { files: [file] } });
}

describe('PhotoSection', () => {
  it('refuses a text file named .png before any upload, and keeps the old photo', async () => {
    const api = fakeApi({});
    vi.stubGlobal('fetch', api.fetch);
    const onChanged = vi.fn();
    renderWithProviders(<PhotoSection user={user} onChanged={onChanged} />);

    pick(new File(['not really an image'], 'holiday.png', { type: 'image/png' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'This file is not a PNG, JPEG or WebP image. Choose a photo in one of those formats.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('img', { name: 'Your profile photo' }).getAttribute('src')).toBe(
      '/api/v1/uploads/old',
    );
    expect(api.calls).toEqual([]);
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('refuses an original over 2 MB', async () => {
    const api = fakeApi({});
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<PhotoSection user={user} onChanged={vi.fn()} />);

    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    pick(new File([png, new Uint8Array(2 * 1024 * 1024)], 'big.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This file is larger than 2 MB. Choose a smaller photo.',
    );
    expect(api.calls).toEqual([]);
  });

  it('checks a file dropped onto the picture the same way', async () => {
    const api = fakeApi({});
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<PhotoSection user={user} onChanged={vi.fn()} />);

    const file = new File(['GIF89a not allowed'], 'anim.gif', { type: 'image/gif' });
    fireEvent.drop(screen.getByTestId('photo-drop-zone'), { dataTransfer: { files: [file] } });
    expect((await screen.findByRole('alert')).textContent).toContain('is not a PNG, JPEG or WebP');
    expect(api.calls).toEqual([]);
  });

  it('shows initials when there is no photo', () => {
    renderWithProviders(<PhotoSection user={{ ...user, photoURL: null }} onChanged={vi.fn()} />);
    expect(screen.getByRole('img', { name: 'No photo yet' }).textContent).toBe('AL');
    expect(screen.queryByRole('button', { name: 'Remove photo' })).toBeNull();
  });
});
