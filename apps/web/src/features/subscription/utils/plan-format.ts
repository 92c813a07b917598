import type { Plan } from '@slidewise/shared/subscription/plans';

/**
 * A price held in minor units (cents) as the person's language writes money. The
 * divisor follows the currency (100 for EUR, 1 for JPY), as Stripe counts it.
 */
export function formatPrice(minor: number, currency: string, language: string): string {
  const format = new Intl.NumberFormat(language, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  const amount = minor / 10 ** digits;
  // Whole amounts read better without ",00": 12 € rather than 12,00 €.
  return Number.isInteger(amount)
    ? new Intl.NumberFormat(language, {
        style: 'currency',
        currency,
        minimumFractionDigits: 0,
        maximumFractionDigits: 0,
      }).format(amount)
    : format.format(amount);
}

/** How much paying yearly saves against twelve monthly payments, in whole percent (0 when none). */
export function yearlySavingPercent(prices: Plan['prices']): number {
  const twelveMonths = prices.monthly * 12;
  if (twelveMonths <= 0 || prices.yearly >= twelveMonths) return 0;
  return Math.round(((twelveMonths - prices.yearly) / twelveMonths) * 100);
}

/** A date (ISO string) in the person's language, e.g. "15 March 2026". */
export function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso));
}
