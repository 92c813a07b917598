import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/class-names';

const TONES = {
  error: {
    icon: CircleAlert,
    className:
      'border-red-200 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100',
  },
  success: {
    icon: CircleCheck,
    className:
      'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  },
  info: {
    icon: Info,
    className:
      'border-primary-200 bg-primary-50 text-primary-950 dark:border-primary-800 dark:bg-primary-950 dark:text-primary-50',
  },
} as const;

/** A message about the whole form or page. Errors interrupt (alert); the rest wait their turn (status). */
export function Alert({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  const { icon: Icon, className } = TONES[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex items-start gap-3 rounded-lg border px-4 py-3 text-sm', className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 space-y-1">{children}</div>
    </div>
  );
}
