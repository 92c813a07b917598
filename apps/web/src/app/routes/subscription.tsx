import { useTranslation } from 'react-i18next';
import { SubscriptionOverview } from '@/features/subscription/components/subscription-overview';

export function SubscriptionRoute() {
  const { t } = useTranslation();
  const title = t('subscription.title');
  return (
    <section aria-labelledby="subscription-title" className="space-y-8">
      <title>{`${title} · Slidewise`}</title>
      <div className="space-y-2">
        <h1 id="subscription-title" className="text-3xl font-bold tracking-tight text-fg">
          {title}
        </h1>
        <p className="text-lg text-fg-muted">{t('subscription.intro')}</p>
      </div>
      <SubscriptionOverview />
    </section>
  );
}
