import { describe, expect, it } from 'vitest';
import { formatDate, formatPrice, yearlySavingPercent } from './plan-format';

// Intl may use narrow or non-breaking spaces; compare with plain ones.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('turns minor units into money in the given language', () => {
    expect(plain(formatPrice(1200, 'EUR', 'en'))).toBe('€12');
    expect(plain(formatPrice(1250, 'EUR', 'en'))).toBe('€12.50');
    expect(plain(formatPrice(1250, 'EUR', 'es'))).toBe('12,50 €');
    expect(plain(formatPrice(12000, 'USD', 'en'))).toBe('$120');
    // The server sends ISO codes in lower case ("usd").
    expect(plain(formatPrice(1200, 'usd', 'en'))).toBe('$12');
  });

  it('knows currencies without minor units', () => {
    expect(plain(formatPrice(1200, 'JPY', 'en'))).toBe('¥1,200');
  });
});

describe('yearlySavingPercent', () => {
  it('compares a year paid at once with twelve months', () => {
    expect(yearlySavingPercent({ monthly: 1200, yearly: 12000, currency: 'EUR' })).toBe(17);
    expect(yearlySavingPercent({ monthly: 1000, yearly: 9000, currency: 'EUR' })).toBe(25);
  });

  it('says 0 when there is nothing to save', () => {
    expect(yearlySavingPercent({ monthly: 0, yearly: 0, currency: 'EUR' })).toBe(0);
    expect(yearlySavingPercent({ monthly: 1000, yearly: 12000, currency: 'EUR' })).toBe(0);
    expect(yearlySavingPercent({ monthly: 1000, yearly: 13000, currency: 'EUR' })).toBe(0);
  });
});

describe('formatDate', () => {
  it('writes the day in the language asked for', () => {
    expect(formatDate('2026-03-15T12:00:00.000Z', 'en')).toBe('March 15, 2026');
    expect(formatDate('2026-03-15T12:00:00.000Z', 'es')).toBe('15 de marzo de 2026');
  });
});
