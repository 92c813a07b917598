import type { ComponentProps } from 'react';
import { cn } from '@/lib/class-names';
import { FIELD_CLASS } from './field-class';

/** A multi-line text field that looks like the shared Input; `rows` (or a min-h class) sets its height. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(FIELD_CLASS, 'px-3', className)} {...props} />;
}
