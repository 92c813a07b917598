import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LearnerSlide } from '@slidewise/shared/learning/player';
import { json } from '@/test/render-with-providers';
import { learningCard } from '@/test/learning-card';
import { LearnCourseRoute } from './learn-course';

afterEach(() => vi.unstubAllGlobals());

const SLIDES: LearnerSlide[] = [
  {
    id: 's1',
    kind: 'content',
    layout: 'text',
    title: 'Welcome',
    viewed: false,
    answer: null,
    feedback: null,
  },
];

/** The course, held back until `arrive` is called; progress posts are answered at once. */
function courseOnHold() {
  let arrive = () => {};
  const course = new Promise<Response>((resolve) => {
    arrive = () => resolve(json(200, { course: learningCard(), slides: SLIDES }));
  });
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    init?.method === 'POST'
      ? Promise.resolve(
          json(200, { ...learningCard(), lastSlideId: 's1', progress: 100, feedback: null }),
        )
      : course,
  );
  return () => arrive();
}

function renderPlayer() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/learn/c1']}>
        <Routes>
          <Route path="/learn/:courseId" element={<LearnCourseRoute />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** What decides where the back link, the bar and the slide sit on a phone. */
function footprint() {
  const back = screen.getByRole('link', { name: 'My learning' });
  const bar = back.parentElement!;
  const section = back.closest('section')!;
  return {
    back: back.className,
    bar: bar.className,
    // The frame that fills a phone's screen under the header.
    frame: section.className.split(' ').filter((name) => name.startsWith('max-sm:-my')),
  };
}

describe('the learner player on a phone', () => {
  it('shows the course bar’s back link, in the bar’s row, while the course loads', async () => {
    const arrive = courseOnHold();
    renderPlayer();

    expect(screen.getByRole('status').textContent).toContain('Loading the course…');
    const loading = footprint();
    // The title's and the progress line's places, in the bar.
    expect(
      screen
        .getByRole('link', { name: 'My learning' })
        .parentElement!.querySelectorAll('[aria-hidden="true"]').length,
    ).toBeGreaterThanOrEqual(2);

    arrive();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Safety basics');
    const loaded = footprint();
    expect(loading).toEqual(loaded);
    expect(loaded.frame).toEqual(['max-sm:-my-8']);
  });
});
