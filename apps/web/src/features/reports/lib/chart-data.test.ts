import { describe, expect, it } from 'vitest';
import { busiestWeek, funnelPoints, valueTicks, weeklyPoints } from './chart-data';

describe('valueTicks', () => {
  it('counts in whole steps of 1, 2 or 5 times a power of ten, up to the highest column', () => {
    expect(valueTicks(3)).toEqual([0, 1, 2, 3]);
    expect(valueTicks(5)).toEqual([0, 2, 4, 6]);
    expect(valueTicks(12)).toEqual([0, 5, 10, 15]);
    expect(valueTicks(100)).toEqual([0, 50, 100]);
    expect(valueTicks(1234)).toEqual([0, 500, 1000, 1500]);
  });

  it('never steps by a fraction, and draws an axis when every column is empty', () => {
    expect(valueTicks(1)).toEqual([0, 1]);
    expect(valueTicks(2)).toEqual([0, 1, 2]);
    expect(valueTicks(0)).toEqual([0, 1]);
  });
});

describe('weeklyPoints', () => {
  const weeks = [
    { weekStart: '2025-03-10', completed: 4 },
    { weekStart: '2025-02-24', completed: 1 },
    { weekStart: '2025-03-03', completed: 0 },
  ];

  it('puts the weeks oldest first (axis reversal, not the data, mirrors them) and labels each', () => {
    const points = weeklyPoints(weeks, (week) => `w${week.slice(5)}`);
    expect(points).toEqual([
      { weekStart: '2025-02-24', label: 'w02-24', completed: 1 },
      { weekStart: '2025-03-03', label: 'w03-03', completed: 0 },
      { weekStart: '2025-03-10', label: 'w03-10', completed: 4 },
    ]);
  });

  it('does not reorder the data it was given', () => {
    weeklyPoints(weeks, String);
    expect(weeks[0]!.weekStart).toBe('2025-03-10');
  });

  it('finds the busiest week, the latest on a tie, and none when nothing was completed', () => {
    const points = weeklyPoints(
      [
        { weekStart: '2025-03-03', completed: 2 },
        { weekStart: '2025-03-10', completed: 2 },
        { weekStart: '2025-02-24', completed: 1 },
      ],
      String,
    );
    expect(busiestWeek(points)?.weekStart).toBe('2025-03-10');
    expect(
      busiestWeek(weeklyPoints([{ weekStart: '2025-03-03', completed: 0 }], String)),
    ).toBeNull();
  });
});

describe('funnelPoints', () => {
  it('gives the three steps in order with their share of what was assigned', () => {
    const points = funnelPoints({ assigned: 6, started: 4, completed: 1 }, (step) =>
      step.toUpperCase(),
    );
    expect(points).toEqual([
      { step: 'assigned', label: 'ASSIGNED', value: 6, share: 100 },
      { step: 'started', label: 'STARTED', value: 4, share: 67 },
      { step: 'completed', label: 'COMPLETED', value: 1, share: 17 },
    ]);
  });

  it('has no share to give when nothing was assigned', () => {
    const points = funnelPoints({ assigned: 0, started: 0, completed: 0 }, String);
    expect(points.map((p) => p.share)).toEqual([0, 0, 0]);
  });
});
