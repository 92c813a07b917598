import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LearningCard } from '@slidewise/shared/learning/assignment';
import { learningCard } from '@/test/learning-card';
import { fakeApi, json, renderWithProviders } from '@/test/render-with-providers';
import { LearnerSummary } from './learner-summary';

afterEach(() => vi.unstubAllGlobals());

const card = (courseId: string, title: string, changes: Partial<LearningCard>) =>
  learningCard({ courseId, title, ...changes });

describe('LearnerSummary', () => {
  it('shows the counts and leads to the course due next', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/v1/learning': () =>
          json(200, {
            items: [
              card('c1', 'Fire safety', { status: 'in_progress', progress: 50 }),
              card('c2', 'Ladders', { dueAt: '2099-01-01T00:00:00.000Z' }),
              card('c3', 'First aid', { status: 'completed', progress: 100 }),
            ],
          }),
      }).fetch,
    );
    renderWithProviders(<LearnerSummary />);

    const next = await screen.findByRole('region', { name: 'Up next' });
    expect(next.textContent).toContain('Ladders');
    expect(screen.getByRole('link', { name: 'Start' }).getAttribute('href')).toBe('/learn/c2');
    const figure = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure('Assigned to you')).toBe('3');
    expect(figure('In progress')).toBe('1');
    expect(figure('Completed')).toBe('1');
    expect(figure('Overdue')).toBe('0');
    expect(screen.getByRole('link', { name: 'Fire safety' }).getAttribute('href')).toBe(
      '/learn/c1',
    );
    expect(
      screen
        .getByRole('progressbar', { name: 'Progress in Fire safety' })
        .getAttribute('aria-valuenow'),
    ).toBe('50');
  });

  it('tells a learner who finished their only course that nothing is in progress, not that nothing was begun', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/v1/learning': () =>
          json(200, { items: [card('c1', 'First aid', { status: 'completed', progress: 100 })] }),
      }).fetch,
    );
    renderWithProviders(<LearnerSummary />);
    const panel = await screen.findByRole('region', { name: 'Courses in progress' });
    expect(panel.textContent).toContain('No course is in progress.');
    expect(panel.textContent).not.toContain('You have not started any course yet.');
  });

  it('says when nothing is assigned yet', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({ 'GET /api/v1/learning': () => json(200, { items: [] }) }).fetch,
    );
    renderWithProviders(<LearnerSummary />);
    expect(
      await screen.findByRole('heading', { name: 'Nothing assigned to you yet' }),
    ).toBeTruthy();
  });
});
