import { cn } from '@/lib/class-names';

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

export type ButtonVariant = keyof typeof VARIANTS;

/**
 * The shared Button's look (button.tsx), for what must look like one: a link that leads
 * somewhere, a menu's button before its code loads.
 */
export function buttonClass(variant: ButtonVariant = 'primary', className?: string) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold transition-colors',
    VARIANTS[variant],
    className,
  );
}
