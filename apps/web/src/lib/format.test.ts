import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatNumber,
  formatRelative,
  loadDateLocale,
  loadedDateLocale,
  useFormat,
} from './format';
import { i18n } from './i18n';

const moment = new Date('2025-03-04T15:06:00Z');

describe('formatRelative', () => {
  // Runs first: no date-fns locale has been loaded yet.
  it('uses Intl wording until the language’s date-fns module arrives, then date-fns’s', async () => {
    const soon = new Date(moment.getTime() + 45_000);
    expect(loadedDateLocale('en')).toBeUndefined();
    expect(formatRelative(moment, 'en', soon)).toBe('45 seconds ago');
    expect(formatRelative(moment, 'zh-cn', new Date('2025-03-07T15:06:00Z'))).toMatch(/^3\s?天前$/);
    await loadDateLocale('en');
    expect(formatRelative(moment, 'en', soon)).toBe('1 minute ago');
    const es = await loadDateLocale('es');
    expect(formatRelative(moment, 'es', new Date('2025-03-07T15:06:00Z'), es)).toBe('hace 3 días');
    expect(formatRelative(new Date('2025-03-07T15:06:00Z'), 'en', moment)).toBe('in 3 days');
  });
});

describe('Intl formatting per language', () => {
  it('writes dates the way each language does', () => {
    const options = { dateStyle: 'long', timeZone: 'UTC' } as const;
    expect(formatDate(moment, 'en', options)).toBe('March 4, 2025');
    expect(formatDate(moment, 'es', options)).toBe('4 de marzo de 2025');
    expect(formatDate(moment, 'zh-cn', options)).toBe('2025年3月4日');
    expect(formatDate(moment.toISOString(), 'ar', options)).toMatch(/مارس/);
  });

  it('writes times and numbers the way each language does', () => {
    expect(formatDateTime(moment, 'en', { timeStyle: 'short', timeZone: 'UTC' })).toBe('3:06 PM');
    expect(formatNumber(1234567.5, 'en')).toBe('1,234,567.5');
    expect(formatNumber(1234567.5, 'es')).toBe('1.234.567,5');
    expect(formatNumber(42, 'zh-cn', { style: 'percent' })).toBe('4,200%');
  });
});

describe('date-fns locales', () => {
  it('loads each language’s own module, once', async () => {
    const [en, es, ar, zh] = await Promise.all([
      loadDateLocale('en'),
      loadDateLocale('es'),
      loadDateLocale('ar'),
      loadDateLocale('zh-cn'),
    ]);
    expect([en.code, es.code, ar.code, zh.code]).toEqual(['en-US', 'es', 'ar', 'zh-CN']);
    expect(await loadDateLocale('es')).toBe(es);
    expect(loadedDateLocale('es')).toBe(es);
  });
});

describe('useFormat', () => {
  it('follows the current language', async () => {
    const { result } = renderHook(() => useFormat());
    expect(result.current.language).toBe('en');
    expect(result.current.number(1500.5)).toBe('1,500.5');
    i18n.addResourceBundle('es', 'translation', { x: 'y' });
    await act(() => i18n.changeLanguage('es'));
    await waitFor(() => expect(result.current.language).toBe('es'));
    expect(result.current.number(1500.5)).toBe('1500,5');
    await act(() => i18n.changeLanguage('en'));
  });
});
