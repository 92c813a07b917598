import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/class-names';

interface EmptyStateProps {
  icon: LucideIcon;
  /** One sentence: what will be here, or what to do next. */
  description: ReactNode;
  title?: ReactNode;
  /** The heading level of the title, to keep headings in order on the page. */
  headingLevel?: 2 | 3;
  /** A call to action, only when it leads somewhere real. */
  action?: ReactNode;
  className?: string;
}

/** What a list or screen shows when there is nothing in it yet. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  headingLevel = 2,
  action,
  className,
}: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line-strong bg-surface-raised px-6 py-12 text-center',
        className,
      )}
    >
      <span className="grid size-12 place-items-center rounded-full bg-primary-50 text-primary-700 dark:bg-primary-950 dark:text-primary-200">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      {title && <Heading className="text-lg font-semibold text-fg">{title}</Heading>}
      <p className="max-w-md text-fg-muted">{description}</p>
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
