import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { SubscriptionOverview } from '@/features/subscription/components/subscription-overview';

export function SubscriptionRoute() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="subscription-title" className="space-y-8">
      <PageHeader
        id="subscription-title"
        title={t('subscription.title')}
        intro={t('subscription.intro')}
      />
      <SubscriptionOverview />
    </section>
  );
}
