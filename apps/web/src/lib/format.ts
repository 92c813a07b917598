import { formatDistance, type Locale } from 'date-fns';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@slidewise/shared/i18n/languages';
import { INTL_LOCALES, toLanguage } from './language-code';

export type DateInput = Date | string | number;

// One chunk per language, fetched when that language is first used.
const DATE_LOCALE_LOADERS: Record<Language, () => Promise<Locale>> = {
  en: () => import('date-fns/locale/en-US').then((m) => m.enUS),
  es: () => import('date-fns/locale/es').then((m) => m.es),
  ar: () => import('date-fns/locale/ar').then((m) => m.ar),
  'zh-cn': () => import('date-fns/locale/zh-CN').then((m) => m.zhCN),
};

const loaded = new Map<Language, Locale>();
const pending = new Map<Language, Promise<Locale>>();
const listeners = new Set<() => void>();

/** Fetches a language's date-fns locale once; later calls share the same answer. */
export function loadDateLocale(language: Language): Promise<Locale> {
  const ready = loaded.get(language);
  if (ready) return Promise.resolve(ready);
  let loading = pending.get(language);
  if (!loading) {
    loading = DATE_LOCALE_LOADERS[language]().then(
      (locale) => {
        loaded.set(language, locale);
        pending.delete(language);
        listeners.forEach((listener) => listener());
        return locale;
      },
      (error: unknown) => {
        pending.delete(language); // let a later call try again
        throw error;
      },
    );
    pending.set(language, loading);
  }
  return loading;
}

/** The date-fns locale of a language if it has arrived. */
export function loadedDateLocale(language: Language): Locale | undefined {
  return loaded.get(language);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat>(
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

/**
 * "3 days ago" / "in 2 hours" in the language: date-fns with the language's
 * locale, or Intl's wording until that locale has arrived.
 */
export function formatRelative(
  value: DateInput,
  language: Language,
  now: DateInput = Date.now(),
  locale: Locale | undefined = loadedDateLocale(language),
): string {
  const date = toDate(value);
  const base = toDate(now);
  if (locale) return formatDistance(date, base, { addSuffix: true, locale });
  const seconds = (date.getTime() - base.getTime()) / 1000;
  const [unit, size] = UNITS.find(([, s]) => Math.abs(seconds) >= s) ?? ['second', 1];
  return new Intl.RelativeTimeFormat(INTL_LOCALES[language], { numeric: 'auto' }).format(
    Math.round(seconds / size),
    unit,
  );
}

/** The formatters for the current language; re-renders when its date locale arrives. */
export function useFormat() {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const dateLocale = useSyncExternalStore(subscribe, () => loaded.get(language));

  useEffect(() => {
    loadDateLocale(language).catch((error: unknown) =>
      console.error(`Date formats for ${language} failed to load`, error),
    );
  }, [language]);

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
      relative: (value: DateInput, now?: DateInput) =>
        formatRelative(value, language, now, dateLocale),
    }),
    [language, dateLocale],
  );
}
