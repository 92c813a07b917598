import type { ComponentProps } from 'react';
import { cn } from '@/lib/class-names';

/**
 * A raised panel. The card skin display setting (html[data-card-skin]) decides its edge:
 * `bordered` draws a line, `shadow` drops the line for a shadow.
 */
export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-card=""
      className={cn(
        'rounded-2xl border border-line bg-surface-raised text-fg',
        'card-shadow:border-transparent card-shadow:shadow-lg card-shadow:shadow-black/10 dark:card-shadow:shadow-black/50',
        className,
      )}
      {...props}
    />
  );
}
