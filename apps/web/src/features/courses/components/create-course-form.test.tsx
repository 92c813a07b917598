import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { aCourse } from '../testing/a-course';
import { fakeFetch, json, renderRoutes } from '../testing/render-route';
import { CreateCourseForm } from './create-course-form';

afterEach(() => vi.unstubAllGlobals());

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

function renderForm(onErrorChange = vi.fn()) {
  const { router } = renderRoutes(
    [
      { path: '/course/new', element: <CreateCourseForm onErrorChange={onErrorChange} /> },
      { path: '/courses/edit/slides/:id', element: <h1>Slide editor</h1> },
    ],
    '/course/new',
  );
  return { router, onErrorChange };
}

describe('CreateCourseForm', () => {
  it('creates the course with its cover and opens the slide editor', async () => {
    const api = fakeFetch(({ method, url }) => {
      if (method === 'POST' && url.pathname === '/api/v1/uploads')
        return json(201, {
          id: 'u1',
          url: '/api/v1/uploads/u1',
          kind: 'image',
          contentType: 'image/png',
          size: 12,
          width: 1,
          height: 1,
          createdAt: '2025-01-01T00:00:00.000Z',
        });
      if (method === 'POST' && url.pathname === '/api/v1/courses')
        return json(201, aCourse({ id: 'new1', coverImageId: 'u1' }));
      throw new Error(`Unexpected ${method} ${url.pathname}`);
    });
    vi.stubGlobal('fetch', api.fetch);
    const { router } = renderForm();

    fireEvent.click(screen.getByRole('button', { name: 'Create course' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Safety first' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Hello' } });
    expect(screen.getByTestId('description-count').textContent).toBe('5 of 2,000 characters');
    fireEvent.change(screen.getByLabelText('Course language'), { target: { value: 'ar' } });
    expect(screen.getByLabelText('Title').getAttribute('dir')).toBe('rtl');

    fireEvent.change(screen.getByTestId('cover-input'), {
      target: { files: [new File([PNG], 'cover.png', { type: 'image/png' })] },
    });
    const preview = await screen.findByRole('img', { name: 'Cover image preview' });
    expect(preview.getAttribute('src')).toBe('/api/v1/uploads/u1');

    fireEvent.click(screen.getByRole('button', { name: 'Create course' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses/edit/slides/new1'));
    expect(api.calls.at(-1)!.body).toEqual({
      title: 'Safety first',
      description: 'Hello',
      language: 'ar',
      coverImageId: 'u1',
    });
  });

  it('refuses a file that is not an image before uploading it', async () => {
    const api = fakeFetch(() => json(500, {}));
    vi.stubGlobal('fetch', api.fetch);
    renderForm();
    fireEvent.change(screen.getByTestId('cover-input'), {
      target: { files: [new File(['MZ not an image'], 'cover.png', { type: 'image/png' })] },
    });
    expect(
      await screen.findByText('This file is not a PNG, JPEG, WebP or GIF image.'),
    ).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('hands a plan limit (402) to the screen, which offers the upgrade', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch(() =>
        json(402, {
          error: { code: 'plan_limit', message: 'x', details: { limit: 'courses', max: 3 } },
        }),
      ).fetch,
    );
    const { onErrorChange, router } = renderForm();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Fourth course' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create course' }));

    await waitFor(() => expect(onErrorChange).toHaveBeenLastCalledWith(expect.any(ApiError)));
    expect((onErrorChange.mock.lastCall![0] as ApiError).code).toBe('plan_limit');
    expect(onErrorChange.mock.calls[0]).toEqual([null]);
    expect(router.state.location.pathname).toBe('/course/new');
  });
});
