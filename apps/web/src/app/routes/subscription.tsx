import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { SubscriptionOverview } from '@/features/subscription/components/subscription-overview';

export function SubscriptionRoute() {
  const { t } = useTranslation();
  return (
    <Page className="space-y-8" title={t('subscription.title')} intro={t('subscription.intro')}>
      <SubscriptionOverview />
    </Page>
  );
}
