import type { ComponentProps } from 'react';
import { cn } from '@/lib/class-names';

/** A multi-line text field that looks like the shared Input; `rows` (or a min-h class) sets its height. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'block w-full rounded-lg border border-line-strong bg-surface-raised px-3 py-2.5 text-base text-fg shadow-xs sm:text-sm',
        'placeholder:text-fg-muted focus-visible:border-primary-600 focus-visible:outline-2 focus-visible:outline-offset-0 dark:focus-visible:border-primary-400',
        'aria-invalid:border-red-600 aria-invalid:focus-visible:outline-red-600 dark:aria-invalid:border-red-400 dark:aria-invalid:focus-visible:outline-red-400',
        className,
      )}
      {...props}
    />
  );
}
