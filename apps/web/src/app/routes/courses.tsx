import { BookPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { CourseList } from '@/features/courses/components/course-list';
import { LinkButton } from '@/features/courses/components/link-button';
import { PlanLimitNotice } from '@/features/subscription/components/plan-limit-notice';

export function CoursesRoute() {
  const { t } = useTranslation();
  // A duplicate the plan did not allow: the upgrade is offered above the list.
  const [blocked, setBlocked] = useState<unknown>(null);
  const title = t('routes.courses.title');
  return (
    <section aria-labelledby="courses-title" className="space-y-6">
      <title>{`${title} · Slidewise`}</title>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 id="courses-title" className="text-3xl font-bold tracking-tight text-fg">
          {title}
        </h1>
        <LinkButton to={paths.courseCreate}>
          <BookPlus aria-hidden="true" className="size-4" />
          {t('courses.new')}
        </LinkButton>
      </div>
      <PlanLimitNotice error={blocked} />
      <CourseList onBlocked={setBlocked} />
    </section>
  );
}
