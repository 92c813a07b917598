import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from './screen-placeholder';

export function CourseAssignRoute() {
  const { t } = useTranslation();
  return (
    <ScreenPlaceholder
      title={t('routes.courseAssign.title')}
      icon={Send}
      description={t('routes.courseAssign.description')}
    />
  );
}
