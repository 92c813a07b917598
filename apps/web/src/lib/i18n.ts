import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  LANGUAGES,
  directionOf,
  isLanguage,
  type Language,
} from '@slidewise/shared/i18n/languages';

/** Each language in its own name, for the language switcher. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  ar: 'العربية',
  'zh-cn': '简体中文',
};

export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

function applyDocumentLanguage(language: string) {
  const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  document.documentElement.lang = lang;
  document.documentElement.dir = directionOf(lang);
}

i18n.on('languageChanged', applyDocumentLanguage);

/** Loads the detected language's bundle (one chunk per language) before the app renders. */
export function initI18n() {
  return i18n
    .use(
      resourcesToBackend((language: string) =>
        import(`../locales/${language}/bundle.ts`).then((m: { default: object }) => m.default),
      ),
    )
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: LANGUAGES,
      fallbackLng: FALLBACK_LANGUAGE,
      // 'zh-CN' from the browser must find 'zh-cn'.
      lowerCaseLng: true,
      load: 'currentOnly',
      detection: { order: ['localStorage', 'navigator'], caches: ['localStorage'] },
      interpolation: { escapeValue: false }, // React escapes
    });
}

export { i18n };
