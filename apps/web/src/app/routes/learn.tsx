import { useTranslation } from 'react-i18next';
import { MyLearning } from '@/features/learning/components/my-learning';

export function LearnRoute() {
  const { t } = useTranslation();
  const title = t('learning.title');
  return (
    <section aria-labelledby="learn-title" className="space-y-6">
      <title>{`${title} · Slidewise`}</title>
      <div className="space-y-2">
        <h1 id="learn-title" className="text-3xl font-bold tracking-tight text-fg">
          {title}
        </h1>
        <p className="text-lg text-fg-muted">{t('learning.intro')}</p>
      </div>
      <MyLearning />
    </section>
  );
}
