import { Check } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/class-names';

interface ChoiceCardsProps<T extends string> {
  legend: string;
  name: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
  /** The option's visible name (its accessible name too). */
  label: (option: T) => string;
  description?: (option: T) => string;
  /** A picture of the option above its name: a swatch, a layout sketch. */
  preview?: (option: T) => ReactNode;
  className?: string;
}

/**
 * A radio group drawn as cards. Native radios: Tab enters the group, arrow keys choose.
 */
export function ChoiceCards<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  label,
  description,
  preview,
  className,
}: ChoiceCardsProps<T>) {
  const id = useId();
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-fg">{legend}</legend>
      <div className={cn('grid gap-3', className)}>
        {options.map((option) => {
          const checked = option === value;
          return (
            <label
              key={option}
              className={cn(
                'relative flex cursor-pointer flex-col gap-2 rounded-xl border p-3 transition-colors',
                'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary-600 dark:has-focus-visible:outline-primary-400',
                checked
                  ? 'border-fg bg-surface-sunken'
                  : 'border-line-strong hover:bg-surface-sunken',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option}
                checked={checked}
                onChange={() => onChange(option)}
                aria-labelledby={`${id}-${option}-name`}
                aria-describedby={description ? `${id}-${option}-description` : undefined}
                // Transparent over the whole card: the card is the click target, the radio the control.
                className="absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-xl opacity-0"
              />
              {checked && (
                <span className="absolute end-2 top-2 grid size-5 place-items-center rounded-full bg-fg text-surface-raised">
                  <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
                </span>
              )}
              {preview?.(option)}
              <span id={`${id}-${option}-name`} className="text-sm font-medium text-fg">
                {label(option)}
              </span>
              {description && (
                <span id={`${id}-${option}-description`} className="-mt-1.5 text-xs text-fg-muted">
                  {description(option)}
                </span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
