import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ColumnChart } from './column-chart';

const points = [
  { label: 'Mon', value: 3 },
  { label: 'Tue', value: 5 },
  { label: 'Wed', value: 0 },
];

function renderChart(props: { valueLabels?: boolean } = {}) {
  return render(
    <ColumnChart
      title="Visits"
      subtitle="This week"
      summary="11 visits, the most on Tuesday."
      data={points}
      value={(point) => point.value}
      rowKey={(point) => point.label}
      headers={['Day', 'Visits']}
      cells={(point) => [String(point.value)]}
      tooltip={(point) => ({ heading: point.label, text: `${point.value} visits` })}
      fill={(point) => (point.label === 'Tue' ? 'red' : 'blue')}
      {...props}
    />,
  );
}

const columns = (container: HTMLElement) => [
  ...container.querySelectorAll<HTMLElement>('[data-chart="column"]'),
];

describe('ColumnChart', () => {
  it('draws each column at its share of the highest tick, in the data order', () => {
    const { container } = renderChart();
    const ticks = [...container.querySelectorAll('[data-chart="tick"]')];
    expect(ticks.map((tick) => tick.textContent)).toEqual(['0', '2', '4', '6']);
    expect(columns(container).map((column) => parseFloat(column.style.height))).toEqual([
      50,
      (100 * 5) / 6,
      0,
    ]);
    expect(columns(container).map((column) => column.style.background)).toEqual([
      'blue',
      'red',
      'blue',
    ]);
  });

  it('is one image named by its summary, with the figures as a table', () => {
    renderChart();
    const figure = screen.getByRole('figure', { name: 'Visits' });
    expect(within(figure).getByRole('img').getAttribute('aria-label')).toBe(
      '11 visits, the most on Tuesday.',
    );
    const rows = within(figure).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['DayVisits', 'Mon3', 'Tue5', 'Wed0']);
  });

  it("shows a column's tooltip while the pointer is over it", () => {
    const { container } = renderChart();
    expect(screen.queryByText('5 visits')).toBeNull();
    fireEvent.pointerEnter(columns(container)[1]!.parentElement!);
    expect(screen.getByText('5 visits').previousElementSibling?.textContent).toBe('Tue');
    fireEvent.pointerEnter(columns(container)[0]!.parentElement!);
    expect(screen.queryByText('5 visits')).toBeNull();
    expect(screen.getByText('3 visits')).toBeTruthy();
    fireEvent.pointerLeave(columns(container)[0]!.parentElement!.parentElement!);
    expect(screen.queryByText('3 visits')).toBeNull();
  });

  it('writes each figure above its column when asked', () => {
    const { container } = renderChart({ valueLabels: true });
    expect(columns(container).map((column) => column.previousElementSibling?.textContent)).toEqual([
      '3',
      '5',
      '0',
    ]);
    expect(columns(renderChart().container)[0]!.previousElementSibling).toBeNull();
  });
});
