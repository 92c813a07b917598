import type { ReportSummary } from '@slidewise/shared/reports/reports';

/**
 * The value axis's ticks for columns up to `max`: whole numbers from 0 in steps of 1, 2 or 5
 * times a power of ten, at most `count` steps, the last at or above `max`.
 */
export function valueTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(
    1,
    [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= rough)!,
  );
  const steps = Math.ceil(max / step);
  return Array.from({ length: steps + 1 }, (_, index) => index * step);
}

export interface WeekPoint {
  weekStart: string;
  /** The week's Monday, written for the language ("Mar 3", "3 mar", "3月3日"). */
  label: string;
  completed: number;
}

/** The weekly completions, oldest first, each labelled in the language. */
export function weeklyPoints(
  weeks: ReportSummary['completionsByWeek'],
  label: (weekStart: string) => string,
): WeekPoint[] {
  return [...weeks]
    .sort((a, b) => a.weekStart.localeCompare(b.weekStart))
    .map((week) => ({
      weekStart: week.weekStart,
      label: label(week.weekStart),
      completed: week.completed,
    }));
}

export const FUNNEL_STEPS = ['assigned', 'started', 'completed'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

export interface FunnelPoint {
  step: FunnelStep;
  label: string;
  value: number;
  /** Share of the assigned work that reached this step, 0–100 (0 when nothing is assigned). */
  share: number;
}

/** The funnel's three steps in order, each with its share of what was assigned. */
export function funnelPoints(
  funnel: ReportSummary['funnel'],
  label: (step: FunnelStep) => string,
): FunnelPoint[] {
  return FUNNEL_STEPS.map((step) => ({
    step,
    label: label(step),
    value: funnel[step],
    share: funnel.assigned ? Math.round((100 * funnel[step]) / funnel.assigned) : 0,
  }));
}

/** The week with the most completions (the latest on a tie), or null when there were none. */
export function busiestWeek(points: WeekPoint[]): WeekPoint | null {
  return points.reduce<WeekPoint | null>(
    (best, point) =>
      point.completed > 0 && (!best || point.completed >= best.completed) ? point : best,
    null,
  );
}
