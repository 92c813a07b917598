import { GraduationCap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from './screen-placeholder';

export function LearnRoute() {
  const { t } = useTranslation();
  return (
    <ScreenPlaceholder
      title={t('routes.learn.title')}
      icon={GraduationCap}
      description={t('routes.learn.description')}
    />
  );
}
