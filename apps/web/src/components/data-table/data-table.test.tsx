import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type DataColumn } from './data-table';

interface Person {
  id: string;
  name: string;
  score: number;
  invited?: boolean;
}

const people: Person[] = [
  { id: 'p1', name: 'Ana', score: 90 },
  { id: 'p2', name: 'Bo', score: 75 },
  { id: 'p3', name: 'Chen', score: 60 },
];

const columns: DataColumn<Person>[] = [
  { id: 'name', header: 'Name', sortKey: 'name', alwaysVisible: true, cell: (row) => row.name },
  { id: 'score', header: 'Score', sortKey: 'score', numeric: true, cell: (row) => row.score },
  { id: 'team', header: 'Team', cell: () => 'Night shift' },
];

const base = {
  caption: 'People',
  columns,
  data: people,
  getRowId: (row: Person) => row.id,
  rowLabel: (row: Person) => row.name,
};

beforeEach(() => localStorage.clear());

const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('DataTable', () => {
  it('selects rows from the keyboard, says how many, and hands them to a bulk action', async () => {
    const user = userEvent.setup();
    const remind = vi.fn();
    render(
      <DataTable
        {...base}
        bulkActions={({ ids }) => (
          <button type="button" onClick={() => remind(ids)}>
            Remind
          </button>
        )}
      />,
    );
    const live = document.querySelector('[aria-live="polite"]')!;
    expect(live.textContent).toBe('');
    expect(screen.queryByRole('group', { name: 'Actions for the selected rows' })).toBeNull();

    await user.tab();
    expect(document.activeElement).toBe(checkbox('Select all on this page'));
    await user.tab();
    expect(document.activeElement).toBe(checkbox('Select Ana'));
    await user.keyboard(' ');
    expect(checkbox('Select Ana').checked).toBe(true);
    expect(live.textContent).toBe('1 selected');
    expect(checkbox('Select all on this page').indeterminate).toBe(true);

    await user.tab();
    await user.keyboard(' ');
    expect(live.textContent).toBe('2 selected');

    // Select all on the page: the box is no longer half-ticked.
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(checkbox('Select all on this page'));
    await user.keyboard(' ');
    expect(live.textContent).toBe('3 selected');
    expect(checkbox('Select all on this page').indeterminate).toBe(false);
    expect(checkbox('Select Chen').checked).toBe(true);

    const toolbar = screen.getByRole('group', { name: 'Actions for the selected rows' });
    expect(within(toolbar).getByText('3 selected')).toBeTruthy();
    await user.click(within(toolbar).getByRole('button', { name: 'Remind' }));
    expect(remind).toHaveBeenCalledWith(['p1', 'p2', 'p3']);

    // Space again on "select all" lets go of everyone.
    checkbox('Select all on this page').focus();
    await user.keyboard(' ');
    expect(live.textContent).toBe('');
    expect(screen.queryByRole('group', { name: 'Actions for the selected rows' })).toBeNull();
  });

  it('lets go of the selection when the page (its selection key) changes', async () => {
    const user = userEvent.setup();
    const props = { ...base, bulkActions: () => null };
    const { rerender } = render(<DataTable {...props} selectionKey="page-1" />);
    await user.click(checkbox('Select Bo'));
    expect(checkbox('Select Bo').checked).toBe(true);
    rerender(<DataTable {...props} selectionKey="page-2" />);
    expect(checkbox('Select Bo').checked).toBe(false);
  });

  it('shows the sort it is given on the headers and asks for a column’s sort when pressed', async () => {
    const user = userEvent.setup();
    const onSort = vi.fn();
    render(<DataTable {...base} sort={{ sort: 'score', order: 'desc' }} onSort={onSort} />);
    const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });
    expect(header('Score').getAttribute('aria-sort')).toBe('descending');
    expect(header('Name').getAttribute('aria-sort')).toBe('none');
    // A column the list cannot be sorted by is plain text.
    expect(header('Team').getAttribute('aria-sort')).toBeNull();
    expect(within(header('Team')).queryByRole('button')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenCalledWith('name');
  });

  it('hides and shows columns from the Columns menu, and remembers the choice in this browser', async () => {
    const user = userEvent.setup();
    const table = <DataTable {...base} columnsKey="people-test" />;
    const { unmount } = render(table);
    expect(screen.getByRole('columnheader', { name: 'Score' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = await screen.findByRole('menu');
    // The row's name cannot be hidden: it is what each row is called.
    expect(within(menu).queryByRole('menuitemcheckbox', { name: 'Name' })).toBeNull();
    const score = within(menu).getByRole('menuitemcheckbox', { name: 'Score' });
    expect(score.getAttribute('aria-checked')).toBe('true');
    await user.click(score);

    expect(screen.queryByRole('columnheader', { name: 'Score' })).toBeNull();
    expect(screen.queryByText('90')).toBeNull();
    expect(JSON.parse(localStorage.getItem('slidewise.columns.people-test')!)).toEqual({
      score: false,
    });

    unmount();
    render(table);
    expect(screen.queryByRole('columnheader', { name: 'Score' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Team' })).toBeTruthy();
  });

  it('lays out with logical sides only, so it reads right to left under dir="rtl"', () => {
    const { container } = render(
      <div dir="rtl">
        <DataTable {...base} bulkActions={() => null} columnsKey="rtl-test" />
      </div>,
    );
    const table = screen.getByRole('table', { name: 'People' });
    // Nothing in the table pins its own direction or a physical side.
    expect(table.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    expect(container.innerHTML).not.toMatch(
      /(?<![\w-])(?:text-left|text-right|[mp][lr]-\d|left-\d|right-\d|border-[lr]\b|rounded-[lr]\b)/,
    );
    const scoreCell = within(screen.getByRole('row', { name: /Ana/ })).getByText('90');
    expect(scoreCell.className).toContain('text-end');
    expect(screen.getByRole('rowheader', { name: 'Ana' }).className).toContain('text-start');
    // The scrolling box is a size container: an e-mail address keeps to its width.
    expect(table.parentElement!.className.split(' ')).toContain('@container');
  });

  it('has one loading, error and empty state for every list', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();

    const { rerender } = render(
      <DataTable {...base} data={undefined} loadingLabel="Loading people…" />,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading people…');
    expect(screen.queryByRole('table')).toBeNull();

    rerender(<DataTable {...base} data={undefined} error={new Error('boom')} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();

    rerender(<DataTable {...base} data={[]} empty={<p>Nobody yet</p>} />);
    expect(screen.getByText('Nobody yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
