import { Link, type LinkProps } from 'react-router';
import { cn } from '@/lib/class-names';

// The shared Button's looks, for links that lead somewhere (so they can be opened in a new tab).
const VARIANTS = {
  primary: 'bg-primary-700 text-white hover:bg-primary-800 active:bg-primary-900 shadow-sm',
  secondary:
    'border border-line-strong bg-surface-raised text-fg hover:bg-surface-sunken active:bg-surface-sunken shadow-xs',
  ghost:
    'text-primary-800 hover:bg-primary-50 active:bg-primary-100 dark:text-primary-200 dark:hover:bg-primary-900 dark:hover:text-primary-50',
} as const;

export function linkButtonClass(variant: keyof typeof VARIANTS = 'primary', className?: string) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold transition-colors',
    VARIANTS[variant],
    className,
  );
}

export function LinkButton({
  variant = 'primary',
  className,
  ...props
}: LinkProps & { variant?: keyof typeof VARIANTS }) {
  return <Link className={linkButtonClass(variant, className)} {...props} />;
}
