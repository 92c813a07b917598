import {
  FALLBACK_LANGUAGE,
  LANGUAGES,
  isLanguage,
  type Language,
} from '@slidewise/shared/i18n/languages';

/**
 * One of our languages for any code: exact ('zh-CN' → 'zh-cn'), by base
 * language ('es-MX' → 'es'), else the fallback (en).
 */
export function toLanguage(code: string | null | undefined): Language {
  const lower = code?.trim().toLowerCase().replace('_', '-');
  if (!lower) return FALLBACK_LANGUAGE;
  if (isLanguage(lower)) return lower;
  const base = lower.split('-')[0];
  return LANGUAGES.find((language) => language.split('-')[0] === base) ?? FALLBACK_LANGUAGE;
}

/** The BCP 47 tag Intl formats a language with. */
export const INTL_LOCALES: Record<Language, string> = {
  en: 'en-US',
  es: 'es',
  ar: 'ar',
  'zh-cn': 'zh-CN',
};
