import { useTranslation } from 'react-i18next';
import { directionOf } from '@slidewise/shared/i18n/languages';
import { currentLanguage } from '@/lib/i18n';

/**
 * The interface's `lang` and `dir`, for its own texts inside a slide (instructions, feedback,
 * buttons): the slide around them is marked with the course's language. Re-rendered when the
 * language changes (useTranslation).
 */
export function useInterfaceLanguage() {
  useTranslation();
  const lang = currentLanguage();
  return { lang, dir: directionOf(lang) };
}
