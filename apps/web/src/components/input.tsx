import type { ComponentProps } from 'react';
import { cn } from '@/lib/class-names';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={cn(
        'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-xs sm:text-sm',
        'placeholder:text-slate-500 focus-visible:border-primary-600 focus-visible:outline-2 focus-visible:outline-offset-0',
        'aria-invalid:border-red-600 aria-invalid:focus-visible:outline-red-600',
        className,
      )}
      {...props}
    />
  );
}
