import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackToCourses } from '@/features/courses/components/course-header';
import { CreateCourseForm } from '@/features/courses/components/create-course-form';
import { ImportPresentation } from '@/features/imports/components/import-presentation';
import { PlanLimitNotice } from '@/features/subscription/components/plan-limit-notice';
import { usePlanRoom } from '@/features/subscription/hooks/use-plan-room';
import { SkeletonText } from '@/components/skeleton';

export function CourseCreateRoute() {
  const { t } = useTranslation();
  // After the trial the plan may allow no more courses (402): the upgrade is offered here.
  const [error, setError] = useState<unknown>(null);
  // Known before the form: no form to fill in only to be refused.
  const room = usePlanRoom('courses');
  const title = t('routes.courseCreate.title');
  return (
    <section aria-labelledby="course-create-title" className="mx-auto max-w-3xl space-y-6">
      <title>{`${title} · Slidewise`}</title>
      <div className="space-y-3">
        <BackToCourses />
        <h1 id="course-create-title" className="text-3xl font-bold tracking-tight text-fg">
          {title}
        </h1>
        <p className="text-fg-muted">{t('routes.courseCreate.description')}</p>
      </div>
      {room.reached ? (
        <PlanLimitNotice limit={room.reached} />
      ) : room.pending ? (
        <SkeletonText lines={4} />
      ) : (
        <>
          <PlanLimitNotice error={error} />
          <CreateCourseForm onErrorChange={setError} />
          <ImportPresentation />
        </>
      )}
    </section>
  );
}
