import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from './screen-placeholder';

export function GroupViewRoute() {
  const { t } = useTranslation();
  return (
    <ScreenPlaceholder
      title={t('routes.groupView.title')}
      icon={Users}
      description={t('routes.groupView.description')}
    />
  );
}
