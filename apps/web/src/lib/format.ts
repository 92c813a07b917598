import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@slidewise/shared/i18n/languages';
import { INTL_LOCALES, toLanguage } from './language-code';

export type DateInput = Date | string | number;

const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

type Formatter = Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat;
const formatters = new Map<string, Formatter>();
function cached<F extends Formatter>(
  kind: string,
  language: Language,
  options: object | undefined,
  create: (locale: string) => F,
): F {
  const key = `${kind}|${language}|${JSON.stringify(options ?? {})}`;
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = create(INTL_LOCALES[language]);
    formatters.set(key, formatter);
  }
  return formatter;
}

export function formatDate(
  value: DateInput,
  language: Language,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  return cached('dt', language, options, (l) => new Intl.DateTimeFormat(l, options)).format(
    toDate(value),
  );
}

export function formatTime(
  value: DateInput,
  language: Language,
  options: Intl.DateTimeFormatOptions = { timeStyle: 'short' },
): string {
  return formatDate(value, language, options);
}

export function formatDateTime(
  value: DateInput,
  language: Language,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): string {
  return formatDate(value, language, options);
}

export function formatNumber(
  value: number,
  language: Language,
  options?: Intl.NumberFormatOptions,
): string {
  return cached('n', language, options, (l) => new Intl.NumberFormat(l, options)).format(value);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

/** "3 days ago", "yesterday", "in 2 hours" in the language (Intl's wording, to the largest whole unit). */
export function formatRelative(
  value: DateInput,
  language: Language,
  now: DateInput = Date.now(),
): string {
  const seconds = (toDate(value).getTime() - toDate(now).getTime()) / 1000;
  const [unit, size] = UNITS.find(([, s]) => Math.abs(seconds) >= s) ?? ['second', 1];
  return cached(
    'rt',
    language,
    undefined,
    (l) => new Intl.RelativeTimeFormat(l, { numeric: 'auto' }),
  ).format(Math.round(seconds / size), unit);
}

/** The formatters for the current language. */
export function useFormat() {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);

  return useMemo(
    () => ({
      language,
      date: (value: DateInput, options?: Intl.DateTimeFormatOptions) =>
        formatDate(value, language, options),
      time: (value: DateInput, options?: Intl.DateTimeFormatOptions) =>
        formatTime(value, language, options),
      dateTime: (value: DateInput, options?: Intl.DateTimeFormatOptions) =>
        formatDateTime(value, language, options),
      number: (value: number, options?: Intl.NumberFormatOptions) =>
        formatNumber(value, language, options),
      relative: (value: DateInput, now?: DateInput) => formatRelative(value, language, now),
    }),
    [language],
  );
}
