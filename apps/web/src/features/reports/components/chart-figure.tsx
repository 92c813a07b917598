import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/class-names';

/**
 * The chart colours as CSS variables, from the theme's tokens: they follow the primary
 * scheme and switch with dark mode (the columns read them through `var()`).
 */
export const CHART_COLOURS = cn(
  '[--chart-axis:var(--color-fg-muted)] [--chart-grid:var(--color-line)] [--chart-cursor:var(--color-surface-sunken)]',
  '[--chart-bar:var(--color-primary-600)] dark:[--chart-bar:var(--color-primary-400)]',
  '[--chart-step-1:var(--color-primary-300)] dark:[--chart-step-1:var(--color-primary-700)]',
  '[--chart-step-2:var(--color-primary-500)] dark:[--chart-step-2:var(--color-primary-500)]',
  '[--chart-step-3:var(--color-primary-800)] dark:[--chart-step-3:var(--color-primary-300)]',
);

/**
 * A chart with its title, a one-sentence summary for screen readers (the drawing itself is an
 * image), and the figures as a visually hidden table.
 */
export function ChartFigure({
  title,
  subtitle,
  summary,
  headingLevel = 2,
  table,
  children,
  className,
}: {
  title: string;
  subtitle?: string;
  summary: string;
  headingLevel?: 2 | 3;
  /** The same figures as a table, for screen readers. */
  table: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <figure
      aria-labelledby={titleId}
      className={cn(
        'space-y-3 rounded-2xl border border-line bg-surface-raised p-5',
        CHART_COLOURS,
        className,
      )}
    >
      <figcaption>
        <Heading id={titleId} className="text-lg font-semibold text-fg">
          {title}
        </Heading>
        {subtitle && <p className="text-sm text-fg-muted">{subtitle}</p>}
      </figcaption>
      <div role="img" aria-label={summary} className="h-60 w-full">
        {children}
      </div>
      <div className="sr-only">{table}</div>
    </figure>
  );
}
