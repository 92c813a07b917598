import type { ComponentProps } from 'react';
import { cn } from '@/lib/class-names';
import { Spinner } from './spinner';

const VARIANTS = {
  primary: 'bg-primary-700 text-white hover:bg-primary-800 active:bg-primary-900 shadow-sm',
  secondary:
    'border border-line-strong bg-surface-raised text-fg hover:bg-surface-sunken active:bg-surface-sunken shadow-xs',
  ghost:
    'text-primary-800 hover:bg-primary-50 active:bg-primary-100 dark:text-primary-200 dark:hover:bg-primary-900 dark:hover:text-primary-50 dark:active:bg-primary-900',
  /** An action that destroys data. */
  danger:
    'bg-red-700 text-white hover:bg-red-800 active:bg-red-900 shadow-sm focus-visible:outline-red-700',
  /** The same, where it sits among quieter buttons (a header's toolbar). */
  'danger-outline':
    'border border-red-300 bg-surface-raised text-red-800 hover:bg-red-50 shadow-xs focus-visible:outline-red-700 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950',
} as const;

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: keyof typeof VARIANTS;
  /**
   * Shows a spinner and blocks clicks; the label stays, so the button keeps its name. The
   * button stays focusable (aria-disabled, not disabled): disabling the focused button
   * would drop the keyboard's focus to the page.
   */
  isLoading?: boolean;
  fullWidth?: boolean;
}

export function Button({
  variant = 'primary',
  isLoading = false,
  fullWidth = false,
  type = 'button',
  disabled,
  className,
  children,
  onClick,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled}
      aria-disabled={isLoading || undefined}
      aria-busy={isLoading || undefined}
      onClick={(event) => {
        // Also stops a form's submission while the first one is on its way.
        if (isLoading) event.preventDefault();
        else onClick?.(event);
      }}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold transition-colors',
        'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
        VARIANTS[variant],
        fullWidth && 'w-full',
        className,
      )}
      {...props}
    >
      {isLoading && <Spinner />}
      {children}
    </button>
  );
}
