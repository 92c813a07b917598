import type { ReactNode } from 'react';
import { cn } from '@/lib/class-names';

/** A titled block of the dashboard. */
export function DashboardPanel({
  title,
  titleId,
  action,
  children,
  className,
}: {
  title: string;
  titleId: string;
  /** A link beside the title ("See all"). */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={titleId}
      data-card=""
      className={cn(
        'space-y-4 rounded-2xl border border-line bg-surface-raised p-5',
        'card-shadow:border-transparent card-shadow:shadow-lg card-shadow:shadow-black/10 dark:card-shadow:shadow-black/50',
        className,
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold text-fg">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

export const textLinkClass =
  'text-sm font-semibold text-primary-800 hover:underline dark:text-primary-200';
