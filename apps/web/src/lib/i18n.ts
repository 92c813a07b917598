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
import { isTextSection, type TextSection } from '@/locales/sections';
import { apiRequest } from './api-client';
import { interpolation } from './isolate-value';
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
  await switchTo(FALLBACK_LANGUAGE);
  return FALLBACK_LANGUAGE;
}

/**
 * Saves the language (by default the one in use) to the signed-in account, with PATCH
 * /api/v1/me; a failure is logged. The auth feature calls it for an account that has none yet,
 * just made by signing up or through an invitation: the language it was made in.
 */
export async function saveLanguageToAccount(language: Language = currentLanguage()) {
  try {
    await apiRequest('/api/v1/me', { method: 'PATCH', body: { locale: language } });
  } catch (error) {
    console.error('Saving the language to the account failed', error);
  }
}

/**
 * Switches the interface language (an unknown code means en) and, when someone
 * is signed in, saves it to the account (saveLanguageToAccount). If saving fails,
 * the language is still changed. Resolves with the language now shown.
 */
export async function changeLanguage(code: string): Promise<Language> {
  const chosen = toLanguage(code);
  try {
    await switchTo(chosen);
  } catch (error) {
    console.error(`Switching to ${chosen} failed`, error);
  }
  const shown = await fallBackIfMissing(chosen);
  if (saveToAccount) await saveLanguageToAccount(chosen);
  return shown;
}

type Texts = Record<string, unknown>;
// Written out, so that the build makes a chunk of each language's guest texts.
const loadGuestTexts = (language: Language): Promise<Texts> =>
  import(`../locales/${language}/guest.ts`).then((m: { default: Texts }) => m.default);

/**
 * Every language's section loaders: a chunk of their own, asked for with the first section (on
 * a page that opens behind sign-in, with the first language bundle), never by the sign-in screens.
 */
const loadSectionFiles = () => import('../locales/section-files').then((m) => m.default);

async function loadSection(language: Language, section: TextSection): Promise<Texts> {
  const load = (await loadSectionFiles())[`./${language}/${section}.json`];
  if (!load) throw new Error(`No ${section} texts in ${language}`);
  return load();
}

/** The sections the screens opened so far show: a language switched to gets them all. */
const sectionsShown = new Set<TextSection>();

/** The language on show or being switched to; undefined at first, when i18next's own stands. */
let wanted: Language | undefined;

/**
 * A language's texts, for i18next's first load of it: every screen's guest texts, and the
 * sections of the screens opened so far for the language on show. The fallback language needs
 * the guest texts only: every language has every text (locales.test.ts).
 */
async function loadLanguage(code: string): Promise<Texts> {
  const language = toLanguage(code);
  // Before the first load, i18next has set `language` to the one it detected.
  const sections = language === (wanted ?? toLanguage(i18n.language)) ? [...sectionsShown] : [];
  const texts = await Promise.all([
    loadGuestTexts(language),
    ...sections.map((section) => loadSection(language, section)),
  ]);
  return Object.assign({}, ...texts) as Texts;
}

/** Adds to a loaded language the sections it does not hold yet. */
async function addSections(language: Language, sections: Iterable<TextSection>) {
  const missing = [...sections].filter(
    (section) => i18n.getResource(language, 'translation', section) === undefined,
  );
  if (missing.length === 0) return;
  const texts = await Promise.all(missing.map((section) => loadSection(language, section)));
  i18n.addResourceBundle(language, 'translation', Object.assign({}, ...texts), true);
}

/**
 * Switches i18next to `language`. One held so far only as the fallback, with the guest texts
 * alone, first gets the sections of the screens opened so far, so they re-render complete.
 */
async function switchTo(language: Language) {
  wanted = language;
  if (i18n.hasResourceBundle(language, 'translation')) await addSections(language, sectionsShown);
  await i18n.changeLanguage(language);
}

/**
 * Loads the sections of texts a screen shows beyond the guest ones (app/screen-texts.ts), in the
 * language on show; a screen awaits it, with its code, before it renders (app/router.tsx). A
 * language switched to later loads them too.
 */
export async function loadSections(sections: readonly TextSection[]) {
  if (sections.length === 0) return;
  sections.forEach((section) => sectionsShown.add(section));
  // Asked for at once, beside the screen's code, in the language on its way: the first screen
  // comes while i18next is still loading its first bundle. Should that language not be the one
  // shown after all, the sections load again below, in the right one.
  const coming = wanted ?? i18n.language;
  if (coming)
    sections.forEach((section) => void loadSection(toLanguage(coming), section).catch(noop));
  await initI18n();
  const language = currentLanguage();
  await addSections(language, sections);
}

/**
 * A text whose section no screen declared (app/screen-texts.test.ts checks the screens' own
 * code) still shows: its section loads, and the screens showing it re-render ('added' below).
 */
function loadMissingSection(key: string) {
  const [section = ''] = key.split('.');
  if (!isTextSection(section)) return;
  loadSections([section]).catch((error: unknown) =>
    console.error(`The ${section} texts failed to load`, error),
  );
}

// A failed early request is reported by the load that follows it.
const noop = () => undefined;

let initialised: Promise<void> | undefined;

/**
 * Loads the detected language's texts before the app renders (see loadLanguage); once. A page
 * that opens behind sign-in passes the frame's sections (`sections`), so that they come with
 * the first language bundle rather than once the frame asks: one round trip fewer.
 */
export function initI18n({ sections = [] }: { sections?: readonly TextSection[] } = {}) {
  if (!initialised) {
    sections.forEach((section) => sectionsShown.add(section));
  }
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
      interpolation,
      saveMissing: true,
      missingKeyHandler: (_languages, _namespace, key) => loadMissingSection(key),
      // Screens re-render when a section of texts is added.
      react: { bindI18nStore: 'added' },
    })
    .then(() => fallBackIfMissing(currentLanguage()))
    .then((shown) => addSections(shown, sectionsShown));
  return initialised;
}

export { i18n };
