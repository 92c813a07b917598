import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Course } from '@slidewise/shared/courses/course';
import { directionOf } from '@slidewise/shared/i18n/languages';
import { Card } from '@/components/card';
import { useFormat } from '@/lib/format';
import { LANGUAGE_NAMES } from '@/lib/i18n';
import { useCourseScreenActions } from '../hooks/use-course-screen-actions';
import { CourseCover } from './course-cover';
import { EstimatedMinutes, SlideCount, UpdatedTime } from './course-facts';
import { CourseHeader } from './course-header';
import { CourseStatusBadge } from './course-status-badge';
import { CourseStatusPanel } from './course-status-panel';
import { DeleteCourseDialog } from './delete-course-dialog';
import { DocumentTitle } from '@/components/document-title';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2.5">
      <dt className="text-fg-muted">{label}</dt>
      <dd className="font-medium text-fg">{children}</dd>
    </div>
  );
}

/** A course, read-only: what it is, where it stands, and what can be done with it. */
export function CourseOverview({
  course,
  onBlocked,
}: {
  course: Course;
  onBlocked?: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const aboutId = useId();
  const detailsId = useId();
  const { actions, deleting, setDeleting, duplicate, confirmDelete } = useCourseScreenActions({
    onBlocked,
  });
  const dir = directionOf(course.language);

  return (
    <article className="space-y-8">
      <DocumentTitle title={course.title} />
      <CourseHeader
        course={course}
        mode="view"
        heading={
          <div className="flex flex-wrap items-center gap-3">
            <h1
              lang={course.language}
              dir={dir}
              className="min-w-0 text-3xl font-bold tracking-tight break-words text-fg"
            >
              {course.title}
            </h1>
            <CourseStatusBadge status={course.status} />
          </div>
        }
        onDuplicate={() => void duplicate(course)}
        onDelete={() => setDeleting(course)}
        isDuplicating={actions.isDuplicating}
      />

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <CourseCover
            url={course.coverImage}
            // Without an image, a low band rather than a large empty frame.
            className={course.coverImage ? 'aspect-video rounded-2xl' : 'aspect-[4/1] rounded-2xl'}
          />
          <Card className="space-y-3 p-5" role="region" aria-labelledby={aboutId}>
            <h2 id={aboutId} className="text-lg font-semibold">
              {t('courses.view.about')}
            </h2>
            {course.description ? (
              <p lang={course.language} dir={dir} className="whitespace-pre-wrap text-fg">
                {course.description}
              </p>
            ) : (
              <p className="text-fg-muted">{t('courses.view.noDescription')}</p>
            )}
          </Card>
        </div>
        <div className="space-y-6">
          <CourseStatusPanel
            course={course}
            onAction={(action) => actions.changeStatus(course, action)}
            busy={actions.isChangingStatus}
          />
          <Card className="p-5" role="region" aria-labelledby={detailsId}>
            <h2 id={detailsId} className="text-lg font-semibold">
              {t('courses.view.details')}
            </h2>
            <dl className="mt-2 divide-y divide-line text-sm">
              <Fact label={t('courses.form.language')}>
                <span lang={course.language}>{LANGUAGE_NAMES[course.language]}</span>
              </Fact>
              <Fact label={t('courses.table.slides')}>
                <SlideCount count={course.slideCount} />
              </Fact>
              <Fact label={t('courses.table.minutes')}>
                <EstimatedMinutes minutes={course.estimatedMinutes} />
              </Fact>
              <Fact label={t('courses.view.assignees')}>
                {t('courses.view.assigneeCount', { count: course.assigneeCount })}
              </Fact>
              <Fact label={t('courses.view.created')}>
                <time dateTime={course.createdAt}>{dateTime(course.createdAt)}</time>
              </Fact>
              <Fact label={t('courses.table.updated')}>
                <UpdatedTime course={course} />
              </Fact>
            </dl>
          </Card>
        </div>
      </div>

      <DeleteCourseDialog
        course={deleting}
        onCancel={() => setDeleting(null)}
        onConfirm={(target) => void confirmDelete(target)}
        isDeleting={actions.isDeleting}
      />
    </article>
  );
}
