import type { ComponentProps } from 'react';
import { cn } from '@/lib/class-names';
import { FIELD_CLASS } from './field-class';

/** A text field. An address reads left to right on a right-to-left page too. */
export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={cn(FIELD_CLASS, 'px-3', className)}
      dir={props.type === 'email' ? 'ltr' : undefined}
      {...props}
    />
  );
}
