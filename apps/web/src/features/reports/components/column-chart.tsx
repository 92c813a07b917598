import { useState, type ReactNode } from 'react';
import { useFormat } from '@/lib/format';
import { cn } from '@/lib/class-names';
import { valueTicks } from '../lib/chart-data';
import { ChartFigure } from './chart-figure';

/**
 * A column's category label, by its distance from the newest column: every label when the chart
 * is wide, every second one (counted from the newest) when it is narrower, every third on a
 * phone. Charts of a few columns always show them all.
 */
function labelVisibility(fromEnd: number, columns: number): string {
  if (columns <= 6 || fromEnd % 6 === 0) return '';
  if (fromEnd % 2 === 0) return 'invisible @xs:visible';
  if (fromEnd % 3 === 0) return '@xs:invisible @xl:visible';
  return 'invisible @xl:visible';
}

const percent = (value: number, top: number) => `${(100 * value) / top}%`;

/**
 * Figures as columns, one per point, with a value axis at the start edge. The layout is plain
 * boxes in a row, so a right-to-left language mirrors it: time runs from the right and the axis
 * stands on the right edge, while the data and the hidden table keep their chronological order.
 * The same figures are a hidden table for screen readers (headers, then each point's label and
 * cells); a pointer over a column shows its tooltip.
 */
export function ColumnChart<Point extends { label: string }>({
  title,
  subtitle,
  summary,
  headingLevel,
  data,
  value,
  rowKey,
  headers,
  cells,
  tooltip,
  fill = () => 'var(--chart-bar)',
  valueLabels = false,
  empty,
}: {
  title: string;
  subtitle: string;
  summary: string;
  headingLevel?: 2 | 3 | undefined;
  data: Point[];
  value: (point: Point) => number;
  rowKey: (point: Point) => string;
  headers: string[];
  cells: (point: Point) => string[];
  /** A column's tooltip: its heading and one line of figures. */
  tooltip: (point: Point) => { heading: string; text: string };
  /** A column's colour (a CSS colour; the theme's chart variables are in scope). */
  fill?: (point: Point) => string;
  /** Each column's figure written above it. */
  valueLabels?: boolean;
  /** Shown instead of the columns when there is nothing to draw. */
  empty?: ReactNode;
}) {
  const { number } = useFormat();
  const [pointed, setPointed] = useState<number | null>(null);
  const ticks = valueTicks(Math.max(0, ...data.map(value)));
  const top = ticks.at(-1)!;
  const room = valueLabels ? 'mt-5' : 'mt-2';

  return (
    <ChartFigure
      title={title}
      subtitle={subtitle}
      summary={summary}
      headingLevel={headingLevel}
      table={
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              {headers.map((header) => (
                <th key={header} scope="col">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.map((point) => (
              <tr key={rowKey(point)}>
                <th scope="row">{point.label}</th>
                {cells(point).map((cell, index) => (
                  <td key={index}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      {empty || (
        <div className="flex h-full gap-2 text-xs text-(--chart-axis)">
          <div className={cn('relative mb-6 w-9 shrink-0', room)}>
            {ticks.map((tick) => (
              <span
                key={tick}
                data-chart="tick"
                className="absolute end-0 translate-y-1/2 tabular-nums"
                style={{ bottom: percent(tick, top) }}
              >
                {number(tick)}
              </span>
            ))}
          </div>
          <div className="@container flex min-w-0 flex-1 flex-col">
            <div className={cn('relative flex-1', room)}>
              {ticks.map((tick) => (
                <div
                  key={tick}
                  className="absolute inset-x-0 border-t border-(--chart-grid)"
                  style={{ bottom: percent(tick, top) }}
                />
              ))}
              <div className="absolute inset-0 flex" onPointerLeave={() => setPointed(null)}>
                {data.map((point, index) => {
                  const figure = value(point);
                  const height = percent(figure, top);
                  const tip = pointed === index ? tooltip(point) : null;
                  return (
                    <div
                      key={rowKey(point)}
                      className={cn(
                        'relative flex h-full min-w-0 flex-1 flex-col items-center justify-end',
                        tip && 'bg-(--chart-cursor)',
                      )}
                      onPointerEnter={() => setPointed(index)}
                    >
                      {valueLabels && <span className="mb-1 text-fg">{number(figure)}</span>}
                      <div
                        data-chart="column"
                        className="sw-grow w-3/4 max-w-16 shrink-0 rounded-t"
                        style={{ height, background: fill(point) }}
                      />
                      {tip && (
                        <div
                          className={cn(
                            'pointer-events-none absolute z-10 rounded-lg border border-line bg-surface-raised px-3 py-2 text-sm whitespace-nowrap text-fg shadow-md',
                            // Towards the middle of the chart, so that it never leaves the screen.
                            index < data.length / 2 ? 'start-0' : 'end-0',
                          )}
                          style={{ bottom: `calc(${height} + 0.5rem)` }}
                        >
                          <p className="font-semibold">{tip.heading}</p>
                          <p>{tip.text}</p>
                        </div>
                      )}
                    </div>
                  );
                })}
              </div>
            </div>
            <div className="flex h-6">
              {data.map((point, index) => (
                <span key={rowKey(point)} className="relative min-w-0 flex-1">
                  {/* Centred under its column, and free to run over its hidden neighbours. */}
                  <span
                    className={cn(
                      'absolute bottom-0 left-1/2 -translate-x-1/2 whitespace-nowrap',
                      labelVisibility(data.length - 1 - index, data.length),
                    )}
                  >
                    {point.label}
                  </span>
                </span>
              ))}
            </div>
          </div>
        </div>
      )}
    </ChartFigure>
  );
}
