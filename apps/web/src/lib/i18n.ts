import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import {
  FALLBACK_LANGUAGE,
  LANGUAGES,
  directionOf,
  type Language,
} from '@slidewise/shared/i18n/languages';
import { apiRequest } from './api-client';
import { loadDateLocale } from './format';
import { toLanguage } from './language-code';

/** Each language in its own name, for the language switcher. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  ar: 'العربية',
  'zh-cn': '简体中文',
};

export function currentLanguage(): Language {
  return toLanguage(i18n.resolvedLanguage ?? i18n.language);
}

function onLanguageChanged(code: string) {
  const language = toLanguage(code);
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  loadDateLocale(language).catch((error: unknown) =>
    console.error(`Date formats for ${language} failed to load`, error),
  );
}

i18n.on('languageChanged', onLanguageChanged);

let saveToAccount = false;

/** The auth feature says whether someone is signed in, so a language change is saved to the account. */
export function setSaveLanguageToAccount(signedIn: boolean) {
  saveToAccount = signedIn;
}

/** English when a language's bundle could not be loaded (its texts would be English anyway). */
async function fallBackIfMissing(language: Language): Promise<Language> {
  if (language === FALLBACK_LANGUAGE || i18n.hasResourceBundle(language, 'translation')) {
    return language;
  }
  console.error(`The ${language} translations could not be loaded; showing ${FALLBACK_LANGUAGE}.`);
  await i18n.changeLanguage(FALLBACK_LANGUAGE);
  return FALLBACK_LANGUAGE;
}

/**
 * Switches the interface language (an unknown code means en) and, when someone
 * is signed in, saves it to the account with PATCH /api/v1/me. If saving fails,
 * the failure is logged and the language is still changed. Resolves with the
 * language now shown.
 */
export async function changeLanguage(code: string): Promise<Language> {
  const chosen = toLanguage(code);
  try {
    await i18n.changeLanguage(chosen);
  } catch (error) {
    console.error(`Switching to ${chosen} failed`, error);
  }
  const shown = await fallBackIfMissing(chosen);
  if (saveToAccount) {
    try {
      await apiRequest('/api/v1/me', { method: 'PATCH', body: { locale: chosen } });
    } catch (error) {
      console.error('Saving the language to the account failed', error);
    }
  }
  return shown;
}

/** Loads the detected language's bundle (one chunk per language) before the app renders. */
export async function initI18n() {
  await i18n
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
  await fallBackIfMissing(currentLanguage());
}

export { i18n };
