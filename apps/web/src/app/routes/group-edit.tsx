import { SquarePen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from './screen-placeholder';

export function GroupEditRoute() {
  const { t } = useTranslation();
  return (
    <ScreenPlaceholder
      title={t('routes.groupEdit.title')}
      icon={SquarePen}
      description={t('routes.groupEdit.description')}
    />
  );
}
