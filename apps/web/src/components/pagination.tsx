import { ChevronLeft, ChevronRight, Ellipsis } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/class-names';
import { useFormat } from '@/lib/format';

/** The seed's pagination defaults. */
export const PAGINATION_SIBLINGS = 1;
export const PAGINATION_BOUNDARIES = 1;

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);

/**
 * The pages to show: `boundaries` pages at each end, `siblings` pages on each
 * side of the current one, and an ellipsis for each gap. The number of items
 * stays the same whatever the current page, so the control does not jump.
 */
export function pageRange({
  page,
  totalPages,
  siblings = PAGINATION_SIBLINGS,
  boundaries = PAGINATION_BOUNDARIES,
}: {
  page: number;
  totalPages: number;
  siblings?: number;
  boundaries?: number;
}): PageItem[] {
  const total = Math.max(0, Math.floor(totalPages));
  if (total === 0) return [];
  const current = Math.min(Math.max(1, Math.floor(page)), total);
  // Boundaries at both ends, the current page, its siblings and two ellipses.
  if (siblings * 2 + 3 + boundaries * 2 >= total) return range(1, total);

  const left = Math.max(current - siblings, boundaries);
  const right = Math.min(current + siblings, total - boundaries);
  const leftGap = left > boundaries + 2;
  const rightGap = right < total - (boundaries + 1);

  if (!leftGap && rightGap) {
    return [
      ...range(1, siblings * 2 + boundaries + 2),
      'ellipsis-end',
      ...range(total - boundaries + 1, total),
    ];
  }
  if (leftGap && !rightGap) {
    const count = boundaries + 1 + 2 * siblings;
    return [...range(1, boundaries), 'ellipsis-start', ...range(total - count, total)];
  }
  return [
    ...range(1, boundaries),
    'ellipsis-start',
    ...range(left, right),
    'ellipsis-end',
    ...range(total - boundaries + 1, total),
  ];
}

interface PaginationProps {
  page: number;
  totalPages: number;
  /** Called with the page asked for (buttons, or alongside links). */
  onPageChange?: (page: number) => void;
  /** When given, pages are links (they can be opened in a new tab) rather than buttons. */
  getPageHref?: (page: number) => string;
  siblings?: number;
  boundaries?: number;
  /** Names the navigation landmark when a screen has more than one. */
  label?: string;
  className?: string;
}

const itemClass =
  'inline-flex min-w-10 items-center justify-center gap-1 rounded-lg px-3 py-2 text-sm font-medium';

/** Page navigation for a list: previous, numbered pages with ellipses, next. */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  getPageHref,
  siblings,
  boundaries,
  label,
  className,
}: PaginationProps) {
  const { t } = useTranslation();
  const { number } = useFormat();
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(1, page), totalPages);

  const control = (
    target: number,
    children: ReactNode,
    extra: { current?: boolean; ariaLabel: string },
  ) => {
    const className = cn(
      itemClass,
      extra.current ? 'bg-primary-700 text-white' : 'text-fg hover:bg-surface-sunken',
    );
    const common = {
      className,
      'aria-label': extra.ariaLabel,
      'aria-current': extra.current ? ('page' as const) : undefined,
      onClick: () => onPageChange?.(target),
    };
    return getPageHref ? (
      <Link to={getPageHref(target)} {...common}>
        {children}
      </Link>
    ) : (
      <button type="button" {...common}>
        {children}
      </button>
    );
  };

  const edge = (target: number, enabled: boolean, children: ReactNode, ariaLabel: string) =>
    enabled ? (
      control(target, children, { ariaLabel })
    ) : (
      // Not a control at the ends: nothing to press, and nothing for a screen reader to stop on.
      <span aria-hidden="true" className={cn(itemClass, 'text-fg-muted opacity-60')}>
        {children}
      </span>
    );

  return (
    <nav aria-label={label ?? t('pagination.label')} className={className}>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          {edge(
            current - 1,
            current > 1,
            <>
              <ChevronLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
              <span className="hidden sm:inline">{t('pagination.previous')}</span>
            </>,
            t('pagination.previous'),
          )}
        </li>
        {pageRange({ page: current, totalPages, siblings, boundaries }).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              {control(item, number(item), {
                current: item === current,
                ariaLabel: t('pagination.page', { page: number(item) }),
              })}
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="px-1 text-fg-muted">
              <Ellipsis className="size-4" />
            </li>
          ),
        )}
        <li>
          {edge(
            current + 1,
            current < totalPages,
            <>
              <span className="hidden sm:inline">{t('pagination.next')}</span>
              <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />
            </>,
            t('pagination.next'),
          )}
        </li>
      </ul>
    </nav>
  );
}
