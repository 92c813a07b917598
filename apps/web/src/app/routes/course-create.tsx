import { BookPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from './screen-placeholder';

export function CourseCreateRoute() {
  const { t } = useTranslation();
  return (
    <ScreenPlaceholder
      title={t('routes.courseCreate.title')}
      icon={BookPlus}
      description={t('routes.courseCreate.description')}
    />
  );
}
