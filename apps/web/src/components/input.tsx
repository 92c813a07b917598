import type { ComponentProps } from 'react';
import { cn } from '@/lib/class-names';
import { FIELD_CLASS } from './field-class';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(FIELD_CLASS, 'px-3', className)} {...props} />;
}
