import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/alert';
import { BackLink } from '@/components/back-link';
import { Card } from '@/components/card';
import { SkeletonText } from '@/components/skeleton';
import { pathTo } from '@/config/paths';
import { useCourse } from '@/features/assignments/api/get-course';
import { AssignForm } from '@/features/assignments/components/assign-form';
import { AssigneeTable } from '@/features/assignments/components/assignee-table';
import { PlanLimitNotice } from '@/features/subscription/components/plan-limit-notice';
import { DocumentTitle } from '@/components/document-title';

export function CourseAssignRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const course = useCourse(id);
  const title = t('assign.title');

  // A missing course (or another leader's): the 404 page; anything else, its error page.
  if (course.isError) throw course.error;

  const backLink = <BackLink to={pathTo.courseView(id)}>{t('assign.backToCourse')}</BackLink>;

  return (
    <section aria-labelledby="course-assign-title" className="space-y-8">
      <DocumentTitle
        title={course.data ? t('assign.pageTitle', { title, course: course.data.title }) : title}
      />
      <div className="space-y-2">
        {backLink}
        <h1 id="course-assign-title" className="text-3xl font-bold tracking-tight text-fg">
          {title}
        </h1>
        {course.isPending ? (
          <SkeletonText lines={1} className="max-w-sm" />
        ) : (
          <p className="text-lg text-fg-muted">
            {t('assign.subtitle', { title: course.data.title })}
          </p>
        )}
      </div>

      {course.data && (
        <>
          {course.data.status === 'published' ? (
            <Card className="p-5 sm:p-6">
              <h2 className="mb-5 text-xl font-semibold text-fg">{t('assign.form.heading')}</h2>
              <AssignForm
                courseId={id}
                renderPlanLimit={(error) => <PlanLimitNotice error={error} />}
              />
            </Card>
          ) : (
            <Alert tone="info">
              <p className="font-semibold">
                {course.data.status === 'archived'
                  ? t('assign.notPublished.archivedTitle')
                  : t('assign.notPublished.draftTitle')}
              </p>
              <p>{t('assign.notPublished.body')}</p>
              <Link
                to={pathTo.courseView(id)}
                className="font-semibold underline underline-offset-2"
              >
                {t('assign.notPublished.link')}
              </Link>
            </Alert>
          )}

          <section aria-labelledby="assignees-title" className="space-y-4">
            <h2 id="assignees-title" className="text-xl font-semibold text-fg">
              {t('assign.table.heading')}
            </h2>
            <AssigneeTable courseId={id} />
          </section>
        </>
      )}
    </section>
  );
}
