import type { ReactNode } from 'react';
import { cn } from '@/lib/class-names';

const TONES = {
  success:
    'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100',
  pending:
    'border-secondary-300 bg-secondary-50 text-secondary-950 dark:border-secondary-700 dark:bg-secondary-950 dark:text-secondary-50',
  info: 'border-primary-200 bg-primary-50 text-primary-900 dark:border-primary-800 dark:bg-primary-950 dark:text-primary-100',
  danger:
    'border-red-200 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
  neutral: 'border-line-strong bg-surface-sunken text-fg',
} as const;

export type BadgeTone = keyof typeof TONES;

/** A short label with a tone; the words carry the meaning, the colour only repeats it. */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONES[tone],
      )}
    >
      {children}
    </span>
  );
}
