import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/class-names';
import { useFocusOnShow } from '@/lib/use-focus-on-show';

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

/**
 * A message about the whole form or page. Errors interrupt (alert); the rest wait their turn
 * (status). `focus`: the message replaces the form the keyboard was in, so it takes the focus.
 */
export function Alert({
  tone,
  focus = false,
  children,
}: {
  tone: keyof typeof TONES;
  focus?: boolean;
  children: ReactNode;
}) {
  const { icon: Icon, className } = TONES[tone];
  const ref = useFocusOnShow<HTMLDivElement>(focus);
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      ref={ref}
      tabIndex={focus ? -1 : undefined}
      className={cn(
        'flex items-start gap-3 rounded-lg border px-4 py-3 text-sm focus:outline-none',
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 space-y-1">{children}</div>
    </div>
  );
}
