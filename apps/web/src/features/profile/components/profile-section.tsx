import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/class-names';

/** One titled card of the profile screen; each holds its own form. */
export function ProfileSection({
  title,
  description,
  tone = 'default',
  children,
}: {
  title: string;
  description?: ReactNode;
  tone?: 'default' | 'danger';
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'rounded-2xl border bg-surface-raised p-5 shadow-xs sm:p-6',
        tone === 'danger' ? 'border-red-300 dark:border-red-900' : 'border-line',
      )}
    >
      <div className="mb-5 space-y-1">
        <h2
          id={headingId}
          className={cn(
            'text-lg font-semibold',
            tone === 'danger' ? 'text-red-800 dark:text-red-300' : 'text-fg',
          )}
        >
          {title}
        </h2>
        {description && <p className="text-sm text-fg-muted">{description}</p>}
      </div>
      {children}
    </section>
  );
}

/** A grey placeholder bar while data loads. */
export function SkeletonBar({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-lg bg-surface-sunken', className)}
    />
  );
}

/** Placeholder fields in the shape of a form, while its data loads. */
export function FormSkeleton({ fields = 2 }: { fields?: number }) {
  return (
    <div className="space-y-5">
      {Array.from({ length: fields }, (_, index) => (
        <div key={index} className="space-y-2">
          <SkeletonBar className="h-4 w-32" />
          <SkeletonBar className="h-10 w-full" />
        </div>
      ))}
      <SkeletonBar className="h-10 w-36" />
    </div>
  );
}
