import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import type { BillingInterval } from '@slidewise/shared/subscription/plans';
import { cn } from '@/lib/class-names';

/** Monthly or yearly: a radio group (arrow keys move between the two). */
export function BillingIntervalSwitch({
  value,
  onChange,
  savingPercent,
}: {
  value: BillingInterval;
  onChange: (value: BillingInterval) => void;
  /** What yearly saves against monthly, in percent; 0 hides the hint. */
  savingPercent: number;
}) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const name = useId();
  const options: { value: BillingInterval; label: string; hint?: string }[] = [
    { value: 'monthly', label: t('subscription.interval.monthly') },
    {
      value: 'yearly',
      label: t('subscription.interval.yearly'),
      hint:
        savingPercent > 0
          ? t('subscription.interval.save', {
              percent: number(savingPercent / 100, { style: 'percent' }),
            })
          : '',
    },
  ];
  return (
    <fieldset>
      <legend className="sr-only">{t('subscription.interval.label')}</legend>
      <div className="inline-flex rounded-xl border border-line bg-surface-sunken p-1">
        {options.map((option) => (
          <label key={option.value} className="relative">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="peer sr-only"
            />
            <span
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold text-fg-muted',
                'peer-checked:bg-surface-raised peer-checked:text-fg peer-checked:shadow-sm',
                'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary-600',
              )}
            >
              {option.label}
              {option.hint && (
                <span className="rounded-full bg-secondary-200 px-2 py-0.5 text-xs text-secondary-950">
                  {option.hint}
                </span>
              )}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
