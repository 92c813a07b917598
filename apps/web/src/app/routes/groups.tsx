import { UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from './screen-placeholder';

export function GroupsRoute() {
  const { t } = useTranslation();
  return (
    <ScreenPlaceholder
      title={t('routes.groups.title')}
      icon={UsersRound}
      description={t('routes.groups.description')}
    />
  );
}
