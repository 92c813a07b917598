import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { MyLearning } from '@/features/learning/components/my-learning';

export function LearnRoute() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="learn-title" className="space-y-6">
      <PageHeader id="learn-title" title={t('learning.title')} intro={t('learning.intro')} />
      <MyLearning />
    </section>
  );
}
