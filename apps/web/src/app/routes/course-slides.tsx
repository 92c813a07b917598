import { Presentation } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from './screen-placeholder';

export function CourseSlidesRoute() {
  const { t } = useTranslation();
  return (
    <ScreenPlaceholder
      title={t('routes.courseSlides.title')}
      icon={Presentation}
      description={t('routes.courseSlides.description')}
    />
  );
}
