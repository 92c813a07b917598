import { Search } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/class-names';
import { Input } from './input';
import { Select } from './select';

interface Layout {
  label: string;
  /** A landmark for the box, such as "search". */
  role?: string | undefined;
  /** The box around label and control (its width in the toolbar). */
  className?: string | undefined;
  labelClassName?: string | undefined;
}

/** A list's filter control with its label above: the toolbars' search boxes and choices. */
export function FilterField({
  label,
  role,
  className,
  labelClassName = 'text-sm text-fg',
  children,
}: Layout & { children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div role={role} className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className={cn('block font-medium', labelClassName)}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** A list's search box: a magnifier at the start edge of the input. */
export function SearchField({
  label,
  role,
  className,
  labelClassName,
  ...props
}: Layout & Omit<ComponentProps<'input'>, 'id' | 'type' | 'className' | 'role'>) {
  return (
    <FilterField label={label} role={role} className={className} labelClassName={labelClassName}>
      {(id) => (
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-fg-muted"
          />
          <Input id={id} type="search" className="ps-9" {...props} />
        </div>
      )}
    </FilterField>
  );
}

/** A list's choice (a status, a sort) as a labelled native select. */
export function SelectField({
  label,
  className,
  labelClassName,
  ...props
}: Layout & Omit<ComponentProps<'select'>, 'id' | 'className'>) {
  return (
    <FilterField label={label} className={className} labelClassName={labelClassName}>
      {(id) => <Select id={id} {...props} />}
    </FilterField>
  );
}
