import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner';

export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-label={t('app.loading')}
      className="fixed inset-0 z-50 flex items-center justify-center bg-surface"
    >
      <Spinner className="size-10 text-primary-700 dark:text-primary-300" />
    </div>
  );
}
