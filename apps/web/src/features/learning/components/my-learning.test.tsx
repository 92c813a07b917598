import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LearningCard } from '@slidewise/shared/learning/assignment';
import { fakeApi, json, renderWithProviders } from '@/test/render-with-providers';
import { MyLearning } from './my-learning';
import { learningCard } from '@/test/learning-card';

function renderWith(items: LearningCard[]) {
  vi.stubGlobal('fetch', fakeApi({ 'GET /api/v1/learning': () => json(200, { items }) }).fetch);
  renderWithProviders(<MyLearning />);
}

afterEach(() => vi.unstubAllGlobals());

describe('MyLearning', () => {
  it('shows each course with its leader, progress and the right way in', async () => {
    renderWith([
      learningCard({ courseId: 'c1', title: 'Fresh', message: 'Finish it before Friday, please.' }),
      learningCard({
        courseId: 'c2',
        title: 'Halfway',
        status: 'in_progress',
        progress: 50,
        lastSlideId: 's2',
      }),
      learningCard({
        courseId: 'c3',
        title: 'Done',
        status: 'completed',
        progress: 100,
        score: 80,
      }),
    ]);
    const fresh = await screen.findByRole('article', { name: 'Fresh' });
    expect(within(fresh).getByText('Assigned by Lena Leader')).toBeTruthy();
    expect(within(fresh).getByText('Message from Lena Leader')).toBeTruthy();
    expect(within(fresh).getByText('Finish it before Friday, please.')).toBeTruthy();
    expect(
      within(screen.getByRole('article', { name: 'Halfway' })).queryByText(/Message from/),
    ).toBeNull();
    expect(within(fresh).getByRole('link', { name: 'Start' }).getAttribute('href')).toBe(
      '/learn/c1',
    );

    const halfway = screen.getByRole('article', { name: 'Halfway' });
    expect(within(halfway).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    expect(within(halfway).getByText('50%')).toBeTruthy();
    expect(within(halfway).getByRole('link', { name: 'Continue' })).toBeTruthy();

    const done = screen.getByRole('article', { name: 'Done' });
    expect(within(done).getByRole('link', { name: 'Review' })).toBeTruthy();
    expect(within(done).getByText('Score: 80%')).toBeTruthy();
  });

  it('highlights an overdue course and lists it first', async () => {
    renderWith([
      learningCard({ courseId: 'c1', title: 'On time', dueAt: '2099-01-10T12:00:00.000Z' }),
      learningCard({
        courseId: 'c2',
        title: 'Late',
        status: 'overdue',
        dueAt: '2020-01-10T12:00:00.000Z',
      }),
    ]);
    const articles = await screen.findAllByRole('article');
    expect(
      articles.map(
        (a) => a.getAttribute('aria-labelledby') && within(a).getByRole('heading').textContent,
      ),
    ).toEqual(['Late', 'On time']);
    expect(within(articles[0]!).getByText(/^Overdue since Jan 10, 2020$/)).toBeTruthy();
    expect(within(articles[0]!).getByText('Overdue')).toBeTruthy();
    expect(within(articles[1]!).getByText(/^Due Jan 10, 2099$/)).toBeTruthy();
  });

  it("marks a card's title as the course's words, in a heading that keeps the interface's direction", async () => {
    renderWith([learningCard({ title: 'السلامة أولًا (الجزء 2)', language: 'ar' })]);
    const heading = within(await screen.findByRole('article')).getByRole('heading');
    expect(heading.closest('[dir]')).toBeNull();
    const title = within(heading).getByText('السلامة أولًا (الجزء 2)');
    expect(title.getAttribute('lang')).toBe('ar');
    expect(title.getAttribute('dir')).toBe('auto');
  });

  it('explains an empty list', async () => {
    renderWith([]);
    expect(await screen.findByRole('heading', { name: 'No courses yet' })).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });
});
