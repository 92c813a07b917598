import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, renderWithProviders } from '@/test/render-with-providers';
import { AboutSection } from './about-form';

afterEach(() => vi.unstubAllGlobals());

const stored = { headline: 'Trainer', bio: 'Hello', location: null, website: null };

describe('AboutSection', () => {
  it('loads the bio, counts characters live and saves the form', async () => {
    const api = fakeApi({
      'GET /api/v1/me/bio': () => json(200, stored),
      'PUT /api/v1/me/bio': (init) => json(200, JSON.parse(String(init?.body))),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<AboutSection />);

    const bio = (await screen.findByLabelText('Bio')) as HTMLTextAreaElement;
    expect(bio.value).toBe('Hello');
    expect(screen.getByText('5 of 2,000 characters')).toBeTruthy();
    fireEvent.change(bio, { target: { value: 'Hello there, I teach sales.' } });
    expect(screen.getByText('27 of 2,000 characters')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Website'), {
      target: { value: 'https://example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save about you' }));
    await waitFor(() => expect(api.calls.map((c) => c.key)).toContain('PUT /api/v1/me/bio'));
    expect(api.calls.find((c) => c.key === 'PUT /api/v1/me/bio')?.body).toEqual({
      headline: 'Trainer',
      bio: 'Hello there, I teach sales.',
      location: null,
      website: 'https://example.com',
    });
  });

  it('refuses a bio over the limit and a website that is no address, without saving', async () => {
    const api = fakeApi({ 'GET /api/v1/me/bio': () => json(200, stored) });
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<AboutSection />);

    const bio = await screen.findByLabelText('Bio');
    fireEvent.change(bio, { target: { value: 'a'.repeat(2001) } });
    expect(screen.getByText('2,001 of 2,000 characters')).toBeTruthy();
    expect(screen.getByText('1 character too many')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Website'), { target: { value: 'not a site' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save about you' }));

    expect(await screen.findByText('This is too long.')).toBeTruthy();
    expect(screen.getByText('Enter a web address, such as example.com.')).toBeTruthy();
    expect(api.calls.map((c) => c.key)).toEqual(['GET /api/v1/me/bio']);
  });
});
