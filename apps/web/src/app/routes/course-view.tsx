import { BookOpenCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from './screen-placeholder';

export function CourseViewRoute() {
  const { t } = useTranslation();
  return (
    <ScreenPlaceholder
      title={t('routes.courseView.title')}
      icon={BookOpenCheck}
      description={t('routes.courseView.description')}
    />
  );
}
