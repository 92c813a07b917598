import { ChartColumn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from './screen-placeholder';

export function ReportsRoute() {
  const { t } = useTranslation();
  return (
    <ScreenPlaceholder
      title={t('routes.reports.title')}
      icon={ChartColumn}
      description={t('routes.reports.description')}
    />
  );
}
