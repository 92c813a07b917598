import { describe, expect, it } from 'vitest';
import { busiestWeek, chartDirection, funnelPoints, weeklyPoints } from './chart-data';

describe('chartDirection', () => {
  it('mirrors the chart right to left: time from the right, values on the right edge', () => {
    expect(chartDirection('rtl')).toEqual({ reversed: true, valueAxis: 'right' });
    expect(chartDirection('ltr')).toEqual({ reversed: false, valueAxis: 'left' });
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
