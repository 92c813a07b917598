import { Layers } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from './screen-placeholder';

export function LearnCourseRoute() {
  const { t } = useTranslation();
  return (
    <ScreenPlaceholder
      title={t('routes.learnCourse.title')}
      icon={Layers}
      description={t('routes.learnCourse.description')}
    />
  );
}
