import type { ComponentProps } from 'react';
import { Spinner } from '@/components/spinner';
import { cn } from '@/lib/class-names';

/** A button for an action that destroys data: red, and busy while it runs. */
export function DangerButton({
  isLoading = false,
  variant = 'solid',
  disabled,
  className,
  children,
  type = 'button',
  ...props
}: ComponentProps<'button'> & { isLoading?: boolean; variant?: 'solid' | 'outline' }) {
  return (
    <button
      type={type}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold transition-colors',
        'disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-red-700',
        variant === 'solid'
          ? 'bg-red-700 text-white shadow-sm hover:bg-red-800 active:bg-red-900'
          : 'border border-red-300 bg-surface-raised text-red-800 shadow-xs hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950',
        className,
      )}
      {...props}
    >
      {isLoading && <Spinner />}
      {children}
    </button>
  );
}
