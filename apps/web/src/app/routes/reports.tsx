import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { ReportsScreen } from '@/features/reports/components/reports-screen';

export function ReportsRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('reports.title')} intro={t('reports.intro')}>
      <ReportsScreen />
    </Page>
  );
}
