import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/class-names';

/** A grey placeholder block with the shape of content that is still loading. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-line motion-reduce:animate-none', className)}
    />
  );
}

/** Lines of text still loading; the last one is shorter, like a paragraph. */
export function SkeletonText({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <div aria-hidden="true" className={cn('space-y-2', className)}>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} className={cn('h-4', index === lines - 1 ? 'w-2/3' : 'w-full')} />
      ))}
    </div>
  );
}

/**
 * A list still loading: rows of placeholders, announced once as "Loading…"
 * (the blocks themselves are hidden from screen readers).
 */
export function SkeletonList({
  rows = 3,
  label,
  className,
}: {
  rows?: number;
  /** What is loading, for screen readers; "Loading…" by default. */
  label?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div role="status" className={cn('space-y-3', className)}>
      <span className="sr-only">{label ?? t('app.loadingContent')}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div
          key={index}
          aria-hidden="true"
          className="flex items-center gap-4 rounded-xl border border-line bg-surface-raised p-4"
        >
          <Skeleton className="size-10 shrink-0 rounded-lg" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-3 w-2/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
