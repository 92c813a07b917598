import { describe, expect, it } from 'vitest';
import type { LearningCard } from '@slidewise/shared/learning/assignment';
import { learningCard } from '@/test/learning-card';
import { summarizeLearning } from './learning-summary';

const card = (courseId: string, changes: Partial<LearningCard>) =>
  learningCard({ courseId, title: courseId, ...changes });

describe('summarizeLearning', () => {
  it('counts each status', () => {
    const { counts } = summarizeLearning([
      card('a', {}),
      card('b', { status: 'in_progress', progress: 30 }),
      card('c', { status: 'completed', progress: 100 }),
      card('d', { status: 'overdue', dueAt: '2025-01-01T00:00:00Z' }),
      card('e', { status: 'in_progress', progress: 60 }),
    ]);
    expect(counts).toEqual({ total: 5, notStarted: 1, inProgress: 2, completed: 1, overdue: 1 });
  });

  it('puts next the open course due soonest, overdue ones first; never a completed one', () => {
    const { next } = summarizeLearning([
      card('later', { dueAt: '2025-06-01T00:00:00Z' }),
      card('done', { status: 'completed', dueAt: '2024-01-01T00:00:00Z', progress: 100 }),
      card('late', { status: 'overdue', dueAt: '2025-02-01T00:00:00Z' }),
      card('soon', { status: 'in_progress', progress: 50, dueAt: '2025-03-01T00:00:00Z' }),
    ]);
    expect(next?.courseId).toBe('late');
  });

  it('without due dates, goes on with what was begun, furthest along first', () => {
    const summary = summarizeLearning([
      card('fresh', {}),
      card('half', { status: 'in_progress', progress: 50 }),
      card('most', { status: 'in_progress', progress: 80 }),
    ]);
    expect(summary.next?.courseId).toBe('most');
    expect(summary.inProgress.map((c) => c.courseId)).toEqual(['most', 'half']);
  });

  it('has nothing next when everything is completed', () => {
    expect(
      summarizeLearning([card('done', { status: 'completed', progress: 100 })]).next,
    ).toBeNull();
    expect(summarizeLearning([]).next).toBeNull();
  });
});
