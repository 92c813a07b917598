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

/** The language's date formats (lib/format.ts), for the screens that show dates. */
function loadDates(language: Language) {
  import('./format')
    .then((format) => format.loadDateLocale(language))
    .catch((error: unknown) => console.error(`Date formats for ${language} failed to load`, error));
}

function onLanguageChanged(code: string) {
  const language = toLanguage(code);
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  // The sign-in screens show no dates: they load without date-fns (see loadAllTexts).
  if (allTexts) loadDates(language);
}

i18n.on('languageChanged', onLanguageChanged);

let saveToAccount = false;

/** Whether every screen's texts are wanted: the page opened behind sign-in, or a screen there asked. */
let allTexts = false;

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
  await switchTo(FALLBACK_LANGUAGE);
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
    await switchTo(chosen);
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

type Texts = Record<string, unknown>;
// Written out, so that the build makes a chunk of each part of each language and nothing else.
const loadTexts = (language: string, part: 'guest' | 'rest'): Promise<Texts> =>
  (part === 'guest'
    ? import(`../locales/${language}/guest.ts`)
    : import(`../locales/${language}/rest.ts`)
  ).then((m: { default: Texts }) => m.default);

/** The language on show or being switched to; undefined at first, when i18next's own stands. */
let wanted: Language | undefined;

/** The languages whose every-screen texts are in. */
const withRest = new Set<Language>();

/**
 * A language's texts: those of the sign-in, sign-up and password screens (about a fifth of the
 * whole), and every other screen's too once a screen behind sign-in has been opened, for the
 * language on show. The fallback language needs only the first part: every language has every
 * text (locales.test.ts).
 */
async function loadLanguage(code: string): Promise<Texts> {
  const language = toLanguage(code);
  // Before the first load, i18next has set `language` to the one it detected.
  if (!allTexts || language !== (wanted ?? toLanguage(i18n.language))) {
    return loadTexts(language, 'guest');
  }
  const [guest, rest] = await Promise.all([
    loadTexts(language, 'guest'),
    loadTexts(language, 'rest'),
  ]);
  withRest.add(language);
  return { ...guest, ...rest };
}

/** Adds every other screen's texts to a language that has only the sign-in screens'; once. */
async function addRest(language: Language) {
  if (withRest.has(language)) return;
  i18n.addResourceBundle(language, 'translation', await loadTexts(language, 'rest'), true);
  withRest.add(language);
}

/**
 * Switches i18next to `language`. One held so far only as the fallback, with the sign-in screens'
 * texts alone, gets every other screen's first, so that the screens re-render complete.
 */
async function switchTo(language: Language) {
  wanted = language;
  if (allTexts && i18n.hasResourceBundle(language, 'translation')) await addRest(language);
  await i18n.changeLanguage(language);
}

/**
 * Loads every screen's texts in the current language; every screen other than the guest ones
 * awaits it before it renders (app/router.tsx). Later language changes load both parts.
 */
export async function loadAllTexts() {
  const first = !allTexts;
  allTexts = true;
  // The router starts loading the first screen before main.tsx has initialised i18next.
  await initI18n();
  const language = currentLanguage();
  await addRest(language);
  if (first) loadDates(language);
}

let initialised: Promise<void> | undefined;

/**
 * Loads the detected language's texts before the app renders (see loadLanguage); once. A page
 * that opens behind sign-in (`everyScreen`) loads both parts at once, rather than the rest only
 * once its first screen asks (loadAllTexts): one round trip fewer before that screen.
 */
export function initI18n({ everyScreen = false } = {}): Promise<void> {
  if (!initialised && everyScreen) allTexts = true;
  initialised ??= i18n
    .use(resourcesToBackend(loadLanguage))
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
    })
    .then(() => fallBackIfMissing(currentLanguage()))
    .then((shown) => (allTexts ? addRest(shown) : undefined));
  return initialised;
}

export { i18n };
