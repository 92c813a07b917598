import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { ReportsScreen } from '@/features/reports/components/reports-screen';

export function ReportsRoute() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="reports-title" className="space-y-6">
      <PageHeader id="reports-title" title={t('reports.title')} intro={t('reports.intro')} />
      <ReportsScreen />
    </section>
  );
}
