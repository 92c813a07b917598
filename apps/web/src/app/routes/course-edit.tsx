import { SquarePen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from './screen-placeholder';

export function CourseEditRoute() {
  const { t } = useTranslation();
  return (
    <ScreenPlaceholder
      title={t('routes.courseEdit.title')}
      icon={SquarePen}
      description={t('routes.courseEdit.description')}
    />
  );
}
