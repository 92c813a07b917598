import { render, screen } from '@testing-library/react';
import { BookOpen } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';
import { SkeletonList } from './skeleton';

describe('SkeletonList', () => {
  it('announces loading once and hides its placeholder blocks from screen readers', () => {
    const { container } = render(<SkeletonList rows={4} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading…');
    const rows = container.querySelectorAll('[role="status"] > div');
    expect(rows).toHaveLength(4);
    rows.forEach((row) => expect(row.getAttribute('aria-hidden')).toBe('true'));
  });

  it('names what is loading when told', () => {
    render(<SkeletonList label="Loading courses…" />);
    expect(screen.getByRole('status').textContent).toBe('Loading courses…');
  });
});

describe('EmptyState', () => {
  it('keeps headings in order and shows an action only when given one', () => {
    const { rerender } = render(
      <EmptyState icon={BookOpen} title="No courses yet" description="Create one to start." />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No courses yet' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    rerender(
      <EmptyState
        icon={BookOpen}
        title="No members"
        headingLevel={3}
        description="Add people by e-mail."
        action={<a href="/group/new">Add people</a>}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No members' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add people' })).toBeTruthy();
  });
});
