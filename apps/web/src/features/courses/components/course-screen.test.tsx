import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Course } from '@slidewise/shared/courses/course';
import { aCourse } from '../testing/a-course';
import { fakeFetch, json, renderRoutes, type FakeCall } from '../testing/render-route';
import { CourseScreen } from './course-screen';

function Screen({ mode }: { mode: 'view' | 'edit' }) {
  return <CourseScreen id="c1" mode={mode} />;
}

const routes = [
  { path: '/courses/view/:id', element: <Screen mode="view" /> },
  { path: '/courses/edit/:id', element: <Screen mode="edit" /> },
  { path: '/courses', element: <h1>All the courses</h1> },
];

afterEach(() => vi.unstubAllGlobals());

/** The server's side: one stored course, versioned like the real API. */
function fakeServer(initial: Course, patch?: (call: FakeCall, stored: Course) => Response | null) {
  let stored = initial;
  const api = fakeFetch((call) => {
    if (call.method === 'GET') return json(200, stored);
    if (call.method === 'PATCH') {
      const answer = patch?.(call, stored);
      if (answer) return answer;
      const { version, ...changes } = call.body as { version: number } & Partial<Course>;
      if (version !== stored.version)
        return json(409, {
          error: { code: 'conflict', message: 'x', details: { current: stored } },
        });
      stored = { ...stored, ...changes, version: stored.version + 1 };
      return json(200, stored);
    }
    throw new Error(`Unexpected ${call.method} ${call.url.pathname}`);
  });
  vi.stubGlobal('fetch', api.fetch);
  return {
    api,
    /** Someone else saves a change. */
    changeElsewhere: (changes: Partial<Course>) => {
      stored = { ...stored, ...changes, version: stored.version + 1 };
    },
  };
}

const patches = (calls: FakeCall[]) =>
  calls.filter((call) => call.method === 'PATCH').map((call) => call.body);

describe('CourseScreen, editing', () => {
  it('a stale save opens the conflict dialog; "Overwrite with mine" resends on the newer version', async () => {
    const server = fakeServer(aCourse());
    renderRoutes(routes, '/courses/edit/c1');

    const title = (await screen.findByLabelText('Title')) as HTMLInputElement;
    expect(title.value).toBe('Safety first');
    server.changeElsewhere({ title: 'Their title' });
    fireEvent.change(title, { target: { value: 'My title' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    const dialog = await screen.findByRole('dialog', { name: 'This course was changed elsewhere' });
    expect(within(dialog).getByTestId('conflict-theirs-title').textContent).toBe('Their title');
    expect(within(dialog).getByTestId('conflict-mine-title').textContent).toBe('My title');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Overwrite with mine' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Only the changed field, first on the version the form started from, then on theirs.
    expect(patches(server.api.calls)).toEqual([
      { version: 1, title: 'My title' },
      { version: 2, title: 'My title' },
    ]);
    expect(title.value).toBe('My title');
  });

  it('"Reload the latest" shows the saved version and sends nothing more', async () => {
    const server = fakeServer(aCourse());
    renderRoutes(routes, '/courses/edit/c1');

    const title = (await screen.findByLabelText('Title')) as HTMLInputElement;
    server.changeElsewhere({ title: 'Their title', description: 'Their words' });
    fireEvent.change(title, { target: { value: 'My title' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    const dialog = await screen.findByRole('dialog', { name: 'This course was changed elsewhere' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reload the latest' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(title.value).toBe('Their title');
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).value).toBe('Their words');
    expect(patches(server.api.calls)).toHaveLength(1);
    expect(screen.queryByText('You have unsaved changes.')).toBeNull();
  });

  it('asks before leaving with unsaved changes', async () => {
    fakeServer(aCourse());
    const { router } = renderRoutes(routes, '/courses/edit/c1');

    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Changed' } });
    fireEvent.click(screen.getByRole('link', { name: 'All courses' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay and keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/courses/edit/c1');

    fireEvent.click(screen.getByRole('link', { name: 'All courses' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('heading', { name: 'All the courses' })).toBeTruthy();
  });

  it('takes the direction of the course language for title and description', async () => {
    fakeServer(aCourse({ language: 'ar', title: 'السلامة أولًا' }));
    renderRoutes(routes, '/courses/edit/c1');

    const title = await screen.findByLabelText('Title');
    expect(title.getAttribute('dir')).toBe('rtl');
    fireEvent.change(screen.getByLabelText('Course language'), { target: { value: 'es' } });
    expect(title.getAttribute('dir')).toBe('ltr');
    expect(screen.getByLabelText('Description').getAttribute('lang')).toBe('es');
  });

  it('takes no more title than a course may have (120 characters), as the slide title does', async () => {
    fakeServer(aCourse());
    renderRoutes(routes, '/courses/edit/c1');
    expect((await screen.findByLabelText('Title')).getAttribute('maxlength')).toBe('120');
  });
});

describe('CourseScreen, viewing', () => {
  it('explains a publish refused for having no slides, with the way to the slide editor', async () => {
    fakeServer(aCourse(), () =>
      json(422, {
        error: {
          code: 'validation_failed',
          message: 'x',
          details: [
            { path: 'status', code: 'no_slides', message: 'Add a slide before publishing.' },
          ],
        },
      }),
    );
    renderRoutes(routes, '/courses/view/c1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Safety first' })).toBeTruthy();
    // Assigning is for published courses only.
    expect(screen.queryByRole('link', { name: 'Assign' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Add at least one slide before publishing.');
    expect(
      within(alert).getByRole('link', { name: 'Open the slide editor' }).getAttribute('href'),
    ).toBe('/courses/edit/slides/c1');
  });

  it('says which slide stops a publish, in the toast too, not that some field is wrong', async () => {
    fakeServer(aCourse({ slideCount: 3 }), () =>
      json(422, {
        error: {
          code: 'validation_failed',
          message: 'x',
          details: [{ path: 'slides.3', code: 'placeholder_question', message: 'x' }],
        },
      }),
    );
    renderRoutes(routes, '/courses/view/c1');

    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(screen.getAllByText('Slide 3: write the quiz question.')).toHaveLength(2),
    );
    expect(screen.queryByText('Some fields need your attention.')).toBeNull();
  });

  it('publishes a course with slides, and then offers to assign it', async () => {
    const server = fakeServer(aCourse({ slideCount: 2 }));
    renderRoutes(routes, '/courses/view/c1');

    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('link', { name: 'Assign' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unpublish' })).toBeTruthy();
    expect(patches(server.api.calls)).toEqual([{ version: 1, status: 'published' }]);
  });

  for (const mode of ['view', 'edit'] as const) {
    it(`on the ${mode} page, a status change by keyboard leaves focus on the new first action`, async () => {
      fakeServer(aCourse({ slideCount: 2 }));
      renderRoutes(routes, `/courses/${mode}/c1`);

      const publish = await screen.findByRole('button', { name: 'Publish' });
      publish.focus();
      fireEvent.click(publish);
      const unpublish = await screen.findByRole('button', { name: 'Unpublish' });
      await waitFor(() => expect(document.activeElement).toBe(unpublish));
    });
  }

  it("shows the 404 page for a course that is not this leader's", async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch(() => json(404, { error: { code: 'not_found', message: 'Course not found' } }))
        .fetch,
    );
    renderRoutes(routes, '/courses/view/c1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});
