import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useFormat } from '@/lib/format';
import { chartDirection } from '../lib/chart-data';
import { axisTick, ChartFigure, prefersReducedMotion, tooltipStyles } from './chart-figure';

/**
 * Figures as columns, one per point, mirrored in a right-to-left language, with the same
 * figures as a hidden table for screen readers (headers, then each point's label and cells).
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
  empty,
  marginTop = 8,
  xAxis,
  tooltip,
  fill,
  children,
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
  /** Shown instead of the columns when there is nothing to draw. */
  empty?: ReactNode;
  marginTop?: number;
  xAxis?: Omit<ComponentProps<typeof XAxis>, 'ref'>;
  tooltip: Omit<ComponentProps<typeof Tooltip>, 'ref'>;
  fill?: string;
  /** Inside the bars: a colour per column, labels on top. */
  children?: ReactNode;
}) {
  const { i18n } = useTranslation();
  const { number } = useFormat();
  const direction = chartDirection(i18n.dir());
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
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={data}
            accessibilityLayer={false}
            margin={{ top: marginTop, right: 8, bottom: 0, left: 8 }}
          >
            <CartesianGrid vertical={false} stroke="var(--chart-grid)" />
            <XAxis
              dataKey="label"
              reversed={direction.reversed}
              tick={axisTick}
              tickLine={false}
              axisLine={{ stroke: 'var(--chart-grid)' }}
              {...xAxis}
            />
            <YAxis
              orientation={direction.valueAxis}
              allowDecimals={false}
              tick={axisTick}
              tickLine={false}
              axisLine={false}
              width={36}
              tickFormatter={(value: number) => number(value)}
            />
            <Tooltip {...tooltipStyles} {...tooltip} />
            <Bar
              dataKey={value}
              fill={fill}
              radius={[4, 4, 0, 0]}
              isAnimationActive={!prefersReducedMotion()}
            >
              {children}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      )}
    </ChartFigure>
  );
}
