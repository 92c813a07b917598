import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PublicPlaceholder } from './public-placeholder';

export function VerifyEmailRoute() {
  const { t } = useTranslation();
  return (
    <PublicPlaceholder
      title={t('routes.verifyEmail.title')}
      icon={MailCheck}
      description={t('routes.verifyEmail.description')}
    />
  );
}
