import type { ComponentProps } from 'react';
import { Input } from './input';

/** A whole number typed in (the phone's number pad); give it `min` and `max`. */
export function NumberInput(props: Omit<ComponentProps<'input'>, 'type' | 'inputMode'>) {
  return <Input type="number" inputMode="numeric" {...props} />;
}
