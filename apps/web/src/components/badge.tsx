import type { ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
import { cn } from '@/lib/class-names';

const TONES = {
  success:
    'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100',
  info: 'border-primary-200 bg-primary-50 text-primary-900 dark:border-primary-800 dark:bg-primary-950 dark:text-primary-100',
  warning:
    'border-secondary-400 bg-secondary-100 text-secondary-950 dark:border-secondary-600 dark:bg-secondary-950 dark:text-secondary-100',
  danger:
    'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
  muted: 'border-line bg-surface-sunken text-fg-muted',
} as const;

export type BadgeTone = keyof typeof TONES;

/**
 * A short status in a pill. The words carry the meaning; the colour only repeats it, and
 * `alert` adds a warning icon so a problem does not rest on colour alone.
 */
export function Badge({
  tone,
  alert = false,
  children,
  ...data
}: {
  tone: BadgeTone;
  alert?: boolean;
  children: ReactNode;
} & Record<`data-${string}`, string>) {
  return (
    <span
      {...data}
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONES[tone],
      )}
    >
      {alert && <TriangleAlert aria-hidden="true" className="size-3.5" />}
      {children}
    </span>
  );
}
