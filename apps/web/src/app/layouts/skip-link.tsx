import { useTranslation } from 'react-i18next';

/** The first stop for the keyboard: straight to `<main id="main">`. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-60 focus:rounded-lg focus:bg-surface-raised focus:px-4 focus:py-2 focus:text-fg focus:shadow-lg"
    >
      {t('app.skipToContent')}
    </a>
  );
}
