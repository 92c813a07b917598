import type { ComponentProps } from 'react';
import { cn } from '@/lib/class-names';

/** A native select in the look of the shared Input. */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'block w-full rounded-lg border border-line-strong bg-surface-raised py-2.5 ps-3 pe-8 text-base text-fg shadow-xs sm:text-sm',
        'focus-visible:border-primary-600 focus-visible:outline-2 focus-visible:outline-offset-0 dark:focus-visible:border-primary-400',
        className,
      )}
      {...props}
    />
  );
}
