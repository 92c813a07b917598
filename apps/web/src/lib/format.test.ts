import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatNumber, formatRelative, useFormat } from './format';
import { i18n } from './i18n';

const moment = new Date('2025-03-04T15:06:00Z');

describe('formatRelative', () => {
  it('says how long ago or ahead, in the largest whole unit, in each language', () => {
    const later = (seconds: number) => new Date(moment.getTime() + seconds * 1000);
    expect(formatRelative(moment, 'en', later(45))).toBe('45 seconds ago');
    expect(formatRelative(moment, 'en', later(160))).toBe('3 minutes ago');
    expect(formatRelative(moment, 'en', later(86_400))).toBe('yesterday');
    expect(formatRelative(moment, 'zh-cn', later(3 * 86_400))).toMatch(/^3\s?天前$/);
    expect(formatRelative(moment, 'es', later(3 * 86_400))).toBe('hace 3 días');
    expect(formatRelative(later(3 * 86_400), 'en', moment)).toBe('in 3 days');
    expect(formatRelative(moment, 'ar', later(2 * 3_600))).toMatch(/ساعتين/);
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
