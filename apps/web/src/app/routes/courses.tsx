import { BookPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { CourseList } from '@/features/courses/components/course-list';
import { LinkButton } from '@/features/courses/components/link-button';
import { PlanLimitNotice } from '@/features/subscription/components/plan-limit-notice';

export function CoursesRoute() {
  const { t } = useTranslation();
  // A duplicate the plan did not allow: the upgrade is offered above the list.
  const [blocked, setBlocked] = useState<unknown>(null);
  return (
    <Page
      title={t('routes.courses.title')}
      actions={
        <LinkButton to={paths.courseCreate}>
          <BookPlus aria-hidden="true" className="size-4" />
          {t('courses.new')}
        </LinkButton>
      }
    >
      <PlanLimitNotice error={blocked} />
      <CourseList onBlocked={setBlocked} />
    </Page>
  );
}
