import { Fragment, type ComponentProps, type ReactNode } from 'react';
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
 * Something still loading, announced once as "Loading…" (or what `label` names); the
 * placeholders inside hide themselves from screen readers.
 */
export function SkeletonStatus({
  label,
  className,
  children,
}: {
  label?: string | undefined;
  className?: string | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div role="status" className={className}>
      <span className="sr-only">{label ?? t('app.loadingContent')}</span>
      {children}
    </div>
  );
}

/**
 * A card or row still loading: a picture's or icon's place (`media`), then lines of text of
 * the given sizes in `body`.
 */
export function SkeletonBlock({
  className,
  media,
  body = 'flex-1 space-y-2',
  lines,
}: {
  className: string;
  media: string;
  body?: string;
  lines: string[];
}) {
  return (
    <div aria-hidden="true" className={className}>
      <Skeleton className={media} />
      <div className={body}>
        {lines.map((line, index) => (
          <Skeleton key={index} className={line} />
        ))}
      </div>
    </div>
  );
}

/** `count` copies of one placeholder (rows of a list, cards of a grid). */
export function SkeletonRepeat({ count, children }: { count: number; children: ReactNode }) {
  return Array.from({ length: count }, (_, index) => <Fragment key={index}>{children}</Fragment>);
}

/** A card with a cover picture, still loading (course and learning cards). */
export function SkeletonCoverCard({ body, lines }: { body: string; lines: string[] }) {
  return (
    <SkeletonBlock
      className="overflow-hidden rounded-2xl border border-line bg-surface-raised"
      media="aspect-video w-full rounded-none"
      body={body}
      lines={lines}
    />
  );
}

const LIST_ROW = {
  className: 'flex items-center gap-4 rounded-xl border border-line bg-surface-raised p-4',
  media: 'size-10 shrink-0 rounded-lg',
  lines: ['h-4 w-1/3', 'h-3 w-2/3'],
};

/** A list (or grid) still loading: rows of placeholders of one shape, announced once. */
export function SkeletonList({
  rows = 3,
  label,
  className = 'space-y-3',
  row = LIST_ROW,
}: {
  rows?: number;
  /** What is loading, for screen readers; "Loading…" by default. */
  label?: string | undefined;
  /** How the rows are laid out. */
  className?: string;
  /** Each row's shape: an icon's place and two lines by default. */
  row?: ComponentProps<typeof SkeletonBlock>;
}) {
  return (
    <SkeletonStatus label={label} className={className}>
      <SkeletonRepeat count={rows}>
        <SkeletonBlock {...row} />
      </SkeletonRepeat>
    </SkeletonStatus>
  );
}
