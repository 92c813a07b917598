import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { buildPatch } from '../lib/slide-draft';
import { fakeUploadsApi, idleStore, slide } from '../lib/test-slides';
import { SlideMediaFields } from './slide-media-fields';

afterEach(() => vi.unstubAllGlobals());

function setup() {
  const calls = fakeUploadsApi();
  const api = { calls };
  const store = idleStore([slide('a', { layout: 'media-left' })]);
  renderWithProviders(<SlideMediaFields store={store} slideId="a" layout="media-left" />);
  const draft = () => store.getState().slides.a!.draft;
  const patch = () => {
    const built = buildPatch('content', draft());
    if (!built.ok) throw new Error(built.problem);
    return built.patch;
  };
  const choose = () =>
    fireEvent.change(screen.getByLabelText('Picture for the slide'), {
      target: { files: [new File([new Uint8Array(68)], 'tree.png', { type: 'image/png' })] },
    });
  return { api, draft, patch, choose };
}

describe('SlideMediaFields', () => {
  it('refuses a picture without a description, and sends nothing', () => {
    const { api, draft, choose } = setup();
    choose();
    fireEvent.click(screen.getByRole('button', { name: 'Use this picture' }));
    expect(screen.getByText('Describe the picture for people who cannot see it.')).toBeTruthy();
    expect(screen.getByLabelText('Alternative text').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toHaveLength(0);
    expect(draft().media).toBeUndefined();
  });

  it('uploads a described picture into the draft and the patch, and Remove sends null', async () => {
    const { api, draft, patch, choose } = setup();
    choose();
    fireEvent.change(screen.getByLabelText('Alternative text'), {
      target: { value: '  An oak in autumn ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Use this picture' }));
    await waitFor(() =>
      expect(draft().media).toEqual({
        uploadId: 'up-1',
        url: '/api/v1/uploads/up-1',
        type: 'image',
        alt: 'An oak in autumn',
      }),
    );
    expect(api.calls[0]!.searchParams.get('kind')).toBe('image');
    expect(patch().media).toEqual({ uploadId: 'up-1', alt: 'An oak in autumn' });

    fireEvent.click(screen.getByRole('button', { name: 'Remove media' }));
    expect(draft().media).toBeNull();
    expect(patch().media).toBeNull();
  });

  it('takes a YouTube address as an embed and refuses any other site', () => {
    const { draft, patch } = setup();
    const address = screen.getByLabelText('Video address (YouTube or Vimeo)');
    fireEvent.change(address, { target: { value: 'https://example.com/clip' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use this video' }));
    expect(
      screen.getByText('Only YouTube and Vimeo videos can be embedded. Check the address.'),
    ).toBeTruthy();
    expect(draft().media).toBeUndefined();

    fireEvent.change(address, { target: { value: 'https://youtu.be/dQw4w9WgXcQ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use this video' }));
    expect(patch().media).toEqual({
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
  });
});
