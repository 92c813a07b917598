import type { ComponentProps } from 'react';
import { cn } from '@/lib/class-names';
import { FIELD_CLASS } from './field-class';

/** A native select in the look of the shared Input (room at the end for its arrow). */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(FIELD_CLASS, 'ps-3 pe-8', className)} {...props} />;
}
