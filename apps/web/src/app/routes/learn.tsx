import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { MyLearning } from '@/features/learning/components/my-learning';

export function LearnRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('learning.title')} intro={t('learning.intro')}>
      <MyLearning />
    </Page>
  );
}
