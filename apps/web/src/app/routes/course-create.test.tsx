import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCourse } from '@/features/courses/testing/a-course';
import { fakeFetch, json, renderRoutes } from '@/features/courses/testing/render-route';
import { CourseCreateRoute } from './course-create';

afterEach(() => vi.unstubAllGlobals());

const TEMPLATES = {
  en: [
    { id: 'onboarding', title: 'Welcome aboard', description: 'First week.', slideCount: 8 },
    { id: 'safety-briefing', title: 'Safety briefing', description: 'Exits.', slideCount: 7 },
  ],
  ar: [
    { id: 'onboarding', title: 'مرحبًا بك معنا', description: 'الأسبوع الأول.', slideCount: 8 },
    { id: 'safety-briefing', title: 'إحاطة السلامة', description: 'المخارج.', slideCount: 7 },
  ],
};

function renderScreen(answer: Parameters<typeof fakeFetch>[0]) {
  // A learner-only account's answer: no plan limit known, so the screen offers every start.
  const api = fakeFetch((call) =>
    call.url.pathname === '/api/v1/subscription' ? json(404) : answer(call),
  );
  vi.stubGlobal('fetch', api.fetch);
  const { router } = renderRoutes(
    [
      { path: '/course/new', element: <CourseCreateRoute /> },
      { path: '/courses/edit/slides/:id', element: <h1>Slide editor</h1> },
    ],
    '/course/new',
  );
  return { api, router };
}

describe('CourseCreateRoute', () => {
  it('offers Blank and the starter courses as one radio group, and builds a course from one in the chosen language', async () => {
    const { api, router } = renderScreen(({ method, url }) => {
      if (method === 'GET' && url.pathname === '/api/v1/course-templates') {
        const language = url.searchParams.get('language') as 'en' | 'ar';
        return json(200, { items: TEMPLATES[language] });
      }
      if (method === 'POST' && url.pathname === '/api/v1/courses')
        return json(201, aCourse({ id: 'from-template', language: 'ar' }));
      throw new Error(`Unexpected ${method} ${url.pathname}`);
    });

    const group = await screen.findByRole('group', { name: 'Start from' });
    const blank = within(group).getByRole('radio', { name: 'Blank course' });
    expect((blank as HTMLInputElement).checked).toBe(true);
    // The blank course form is the one shown.
    expect(screen.getByRole('button', { name: 'Create course' })).toBeTruthy();

    const onboarding = await within(group).findByRole('radio', { name: 'Welcome aboard' });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    // Each card's description and slide count are read after its name.
    const describedBy = (radio: HTMLElement) =>
      radio
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' | ');
    expect(describedBy(onboarding)).toBe('First week. | 8 slides');
    expect(describedBy(blank)).toBe('Start empty and write every slide yourself.');
    expect(screen.getByText('8 slides')).toBeTruthy();
    fireEvent.click(onboarding);
    expect((onboarding as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('button', { name: 'Create course' })).toBeNull();

    // Another course language lists the starter courses in it, right to left for Arabic.
    fireEvent.change(screen.getByLabelText('Course language'), { target: { value: 'ar' } });
    const arabic = await within(group).findByRole('radio', { name: 'مرحبًا بك معنا' });
    expect((arabic as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('مرحبًا بك معنا', { selector: 'span[id]' }).getAttribute('dir')).toBe(
      'rtl',
    );
    expect(screen.getByLabelText('Title (optional)').getAttribute('dir')).toBe('rtl');

    fireEvent.click(screen.getByRole('button', { name: 'Create from this starter course' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/courses/edit/slides/from-template'),
    );
    const post = api.calls.find((call) => call.method === 'POST');
    // No title typed: the starter course keeps its own.
    expect(post?.body).toEqual({ templateId: 'onboarding', language: 'ar' });
  });

  it('sends a title of the leader’s own, and says when the plan allows no more courses', async () => {
    const { api } = renderScreen(({ method, url }) => {
      if (method === 'GET') return json(200, { items: TEMPLATES.en });
      if (method === 'POST' && url.pathname === '/api/v1/courses')
        return json(402, {
          error: {
            code: 'plan_limit',
            message: 'Upgrade.',
            details: { limit: 'courses', max: 3, current: 3 },
          },
        });
      throw new Error(`Unexpected ${method} ${url.pathname}`);
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Safety briefing' }));
    fireEvent.change(screen.getByLabelText('Title (optional)'), {
      target: { value: '  Warehouse safety ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create from this starter course' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST')).toBe(true));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      templateId: 'safety-briefing',
      language: 'en',
      title: 'Warehouse safety',
    });
    expect(await screen.findByRole('link', { name: /upgrade|plan/i })).toBeTruthy();
  });

  it('keeps the blank course when the starter courses cannot be loaded, and retries', async () => {
    let fail = true;
    renderScreen(({ method }) => {
      if (method === 'GET')
        return fail
          ? json(500, { error: { code: 'internal', message: 'Boom' } })
          : json(200, { items: TEMPLATES.en });
      throw new Error('Unexpected');
    });
    // Generous waits: the plan room answers first, and the machine may be busy.
    expect(await screen.findByText(/could not be loaded/, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Blank course' })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('radio', { name: 'Welcome aboard' }, { timeout: 5000 }),
    ).toBeTruthy();
  });
});
