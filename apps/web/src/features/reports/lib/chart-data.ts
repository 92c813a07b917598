import type { ReportSummary } from '@slidewise/shared/reports/reports';

/**
 * How a column chart mirrors for a right-to-left language: time (or the funnel's steps) runs
 * from the right, and the value axis stands on the right edge. The data itself stays in
 * chronological order, so tooltips and the text alternative read the same in every language.
 */
export interface ChartDirection {
  /** Recharts `reversed` on the category axis. */
  reversed: boolean;
  /** Recharts `orientation` of the value axis. */
  valueAxis: 'left' | 'right';
}

export function chartDirection(dir: 'ltr' | 'rtl'): ChartDirection {
  return dir === 'rtl'
    ? { reversed: true, valueAxis: 'right' }
    : { reversed: false, valueAxis: 'left' };
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
