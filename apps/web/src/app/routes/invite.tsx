import { MailOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PublicPlaceholder } from './public-placeholder';

export function InviteRoute() {
  const { t } = useTranslation();
  return (
    <PublicPlaceholder
      title={t('routes.invite.title')}
      icon={MailOpen}
      description={t('routes.invite.description')}
    />
  );
}
