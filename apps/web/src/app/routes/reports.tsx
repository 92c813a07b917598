import { useTranslation } from 'react-i18next';
import { ReportsScreen } from '@/features/reports/components/reports-screen';

export function ReportsRoute() {
  const { t } = useTranslation();
  const title = t('reports.title');
  return (
    <section aria-labelledby="reports-title" className="space-y-6">
      <title>{`${title} · Slidewise`}</title>
      <div className="space-y-1.5">
        <h1 id="reports-title" className="text-3xl font-bold tracking-tight text-fg">
          {title}
        </h1>
        <p className="text-lg text-fg-muted">{t('reports.intro')}</p>
      </div>
      <ReportsScreen />
    </section>
  );
}
