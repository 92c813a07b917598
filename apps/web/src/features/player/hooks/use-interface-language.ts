import { useTranslation } from 'react-i18next';
import { directionOf } from '@slidewise/shared/i18n/languages';
import { toLanguage } from '@/lib/language-code';

/**
 * The interface's `lang` and `dir`, for its own texts inside a slide (instructions, feedback,
 * buttons): the slide around them is marked with the course's language.
 */
export function useInterfaceLanguage() {
  const { i18n } = useTranslation();
  const lang = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return { lang, dir: directionOf(lang) };
}
