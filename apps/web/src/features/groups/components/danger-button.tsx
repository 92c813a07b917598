import type { ComponentProps } from 'react';
import { Spinner } from '@/components/spinner';
import { cn } from '@/lib/class-names';

/** A button for an action that destroys data: red, and busy while it runs. */
export function DangerButton({
  isLoading = false,
  disabled,
  className,
  children,
  type = 'button',
  ...props
}: ComponentProps<'button'> & { isLoading?: boolean }) {
  return (
    <button
      type={type}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-lg bg-red-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors',
        'hover:bg-red-800 active:bg-red-900 disabled:cursor-not-allowed disabled:opacity-60',
        'focus-visible:outline-red-700',
        className,
      )}
      {...props}
    >
      {isLoading && <Spinner />}
      {children}
    </button>
  );
}
