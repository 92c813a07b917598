import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, pageRange } from './pagination';

const show = (page: number, totalPages: number) =>
  pageRange({ page, totalPages })
    .map((item) => (typeof item === 'number' ? String(item) : '…'))
    .join(' ');

describe('pageRange (1 sibling, 1 boundary page)', () => {
  it('lists every page when they fit', () => {
    expect(show(1, 1)).toBe('1');
    expect(show(4, 7)).toBe('1 2 3 4 5 6 7');
  });

  it('puts an ellipsis on the side of the gap, keeping seven items', () => {
    expect(show(1, 10)).toBe('1 2 3 4 5 … 10');
    expect(show(4, 10)).toBe('1 2 3 4 5 … 10');
    expect(show(5, 10)).toBe('1 … 4 5 6 … 10');
    expect(show(6, 10)).toBe('1 … 5 6 7 … 10');
    expect(show(7, 10)).toBe('1 … 6 7 8 9 10');
    expect(show(10, 10)).toBe('1 … 6 7 8 9 10');
  });

  it('keeps the current page inside the range and handles no pages', () => {
    expect(show(99, 10)).toBe(show(10, 10));
    expect(show(-3, 10)).toBe(show(1, 10));
    expect(pageRange({ page: 1, totalPages: 0 })).toEqual([]);
  });

  it('takes other sibling and boundary counts', () => {
    expect(
      pageRange({ page: 10, totalPages: 20, siblings: 2, boundaries: 2 }).map(String).join(' '),
    ).toBe('1 2 ellipsis-start 8 9 10 11 12 ellipsis-end 19 20');
  });
});

describe('Pagination', () => {
  it('is a labelled navigation marking the current page', () => {
    render(<Pagination page={5} totalPages={10} onPageChange={vi.fn()} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const current = within(nav).getByRole('button', { name: 'Page 5' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('button', { name: 'Page 4' }).hasAttribute('aria-current')).toBe(
      false,
    );
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Previous', '1', '4', '5', '6', '10', 'Next']);
  });

  it('asks for the previous, next and chosen pages', () => {
    const onPageChange = vi.fn();
    render(<Pagination page={5} totalPages={10} onPageChange={onPageChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 10' }));
    expect(onPageChange.mock.calls).toEqual([[4], [6], [10]]);
  });

  it('offers no previous page on the first page, nor a next one on the last', () => {
    const { rerender } = render(<Pagination page={1} totalPages={3} onPageChange={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
    rerender(<Pagination page={3} totalPages={3} onPageChange={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('renders links when given page addresses, and nothing for a single page', () => {
    const { container, rerender } = render(
      <MemoryRouter>
        <Pagination page={2} totalPages={3} getPageHref={(page) => `/courses?page=${page}`} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe(
      '/courses?page=3',
    );
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    rerender(
      <MemoryRouter>
        <Pagination page={1} totalPages={1} getPageHref={(page) => `/courses?page=${page}`} />
      </MemoryRouter>,
    );
    expect(container.innerHTML).toBe('');
  });
});
