import { describe, expect, it } from 'vitest';
import { cardAction, sortCards } from './card-action';

describe('cardAction', () => {
  it('offers Start, Continue or Review', () => {
    expect(cardAction({ status: 'not_started', progress: 0, lastSlideId: null })).toBe('start');
    expect(cardAction({ status: 'in_progress', progress: 40, lastSlideId: 's2' })).toBe('continue');
    expect(cardAction({ status: 'overdue', progress: 0, lastSlideId: null })).toBe('start');
    expect(cardAction({ status: 'overdue', progress: 20, lastSlideId: 's1' })).toBe('continue');
    expect(cardAction({ status: 'completed', progress: 100, lastSlideId: 's9' })).toBe('review');
  });
});

describe('sortCards', () => {
  it('puts overdue first, then open courses by due date (undated last), completed last', () => {
    const cards = [
      { title: 'Done', status: 'completed' as const, dueAt: null },
      { title: 'Undated', status: 'not_started' as const, dueAt: null },
      { title: 'Later', status: 'in_progress' as const, dueAt: '2030-05-01T00:00:00Z' },
      { title: 'Soon', status: 'not_started' as const, dueAt: '2030-01-01T00:00:00Z' },
      { title: 'Late', status: 'overdue' as const, dueAt: '2020-01-01T00:00:00Z' },
    ];
    expect(sortCards(cards).map((card) => card.title)).toEqual([
      'Late',
      'Soon',
      'Later',
      'Undated',
      'Done',
    ]);
  });
});
