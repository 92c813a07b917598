import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/class-names';

interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'id'> {
  label: ReactNode;
  /** A sentence under the label, read out with the checkbox. */
  hint?: ReactNode;
  /** `danger` when what it turns on destroys data. */
  tone?: 'primary' | 'danger';
  /** Framed, for a choice that stands on its own (inside a confirmation, say). */
  boxed?: boolean;
}

/** A checkbox with its label (and hint) beside it; takes `register()` or checked/onChange. */
export function CheckboxField({
  label,
  hint,
  tone = 'primary',
  boxed = false,
  className,
  ...input
}: CheckboxFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div
      className={cn(
        'flex items-start gap-3',
        boxed &&
          'rounded-lg border border-line p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-600',
        className,
      )}
    >
      <input
        id={id}
        type="checkbox"
        aria-describedby={hint ? hintId : undefined}
        className={cn(
          'mt-0.5 size-4 shrink-0 cursor-pointer',
          tone === 'danger' ? 'accent-red-700' : 'accent-primary-700',
        )}
        {...input}
      />
      <div className="space-y-0.5 text-sm">
        <label htmlFor={id} className="cursor-pointer font-medium text-fg">
          {label}
        </label>
        {hint && (
          <p id={hintId} className="text-fg-muted">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
