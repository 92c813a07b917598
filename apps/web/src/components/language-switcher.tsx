import { Languages } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguage } from '@slidewise/shared/i18n/languages';
import { LANGUAGE_NAMES, changeLanguage, currentLanguage } from '@/lib/i18n';

export function LanguageSwitcher() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="flex items-center gap-1.5 text-sm text-fg-muted">
        <Languages aria-hidden="true" className="size-4" />
        <span className="sr-only sm:not-sr-only">{t('language.label')}</span>
      </label>
      <select
        id={id}
        value={currentLanguage()}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void changeLanguage(event.target.value);
        }}
        className="rounded-lg border border-line-strong bg-surface-raised py-1.5 ps-2.5 pe-8 text-sm text-fg shadow-xs"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
