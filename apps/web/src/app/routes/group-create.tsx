import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from './screen-placeholder';

export function GroupCreateRoute() {
  const { t } = useTranslation();
  return (
    <ScreenPlaceholder
      title={t('routes.groupCreate.title')}
      icon={UserPlus}
      description={t('routes.groupCreate.description')}
    />
  );
}
