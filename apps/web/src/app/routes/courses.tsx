import { BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from './screen-placeholder';

export function CoursesRoute() {
  const { t } = useTranslation();
  return (
    <ScreenPlaceholder
      title={t('routes.courses.title')}
      icon={BookOpen}
      description={t('routes.courses.description')}
    />
  );
}
