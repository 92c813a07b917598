import { Presentation } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Course, CourseStatus } from '@slidewise/shared/courses/course';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { pathTo } from '@/config/paths';
import type { ActionResult } from '../hooks/use-course-actions';
import { isNoSlidesError, publishIssues, type PublishIssue } from '../lib/course-errors';
import { statusActions, type StatusAction } from '../lib/status-actions';
import { CourseStatusBadge } from './course-status-badge';
import { STATUS_ACTION_LABELS } from './status-action-labels';

const EXPLANATIONS: Record<CourseStatus, string> = {
  draft: 'courses.statusPanel.draft',
  published: 'courses.statusPanel.published',
  archived: 'courses.statusPanel.archived',
};

/** What stops the course from being published, and the way to its slides to put it right. */
function SlidesWarning({
  courseId,
  title,
  children,
}: {
  courseId: string;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="space-y-2 rounded-lg border border-secondary-300 bg-secondary-50 px-4 py-3 text-sm text-secondary-950 dark:border-secondary-700 dark:bg-secondary-950 dark:text-secondary-50"
    >
      <p className="font-semibold">{title}</p>
      {children}
      <Link
        to={pathTo.courseSlides(courseId)}
        className="inline-flex items-center gap-1.5 font-semibold underline"
      >
        <Presentation aria-hidden="true" className="size-4" />
        {t('courses.noSlides.link')}
      </Link>
    </div>
  );
}

/**
 * The course's status, what it means, and the changes it allows. A publish refused for
 * having no slides is explained here, with the way to the slide editor.
 */
export function CourseStatusPanel({
  course,
  onAction,
  busy,
}: {
  course: Course;
  onAction: (action: StatusAction) => Promise<ActionResult<Course>>;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [pending, setPending] = useState<StatusAction | null>(null);
  const [noSlides, setNoSlides] = useState(false);
  const [issues, setIssues] = useState<PublishIssue[]>([]);

  const actionsRef = useRef<HTMLDivElement>(null);

  // A new status brings new buttons and the pressed one is gone: the first new one takes focus
  // once the course shows the new status (it may arrive after the answer, with a refetch) and
  // the buttons are enabled again (the page may still be saving; a disabled one cannot).
  const changedFrom = useRef<CourseStatus | null>(null);
  useEffect(() => {
    const from = changedFrom.current;
    if (from === null || course.status === from || pending || busy) return;
    changedFrom.current = null;
    actionsRef.current?.querySelector('button')?.focus();
  }, [course.status, pending, busy]);

  const run = async (action: StatusAction) => {
    const from = course.status;
    setPending(action);
    setNoSlides(false);
    setIssues([]);
    const result = await onAction(action);
    setPending(null);
    if (!result.ok && isNoSlidesError(result.error)) setNoSlides(true);
    if (!result.ok) setIssues(publishIssues(result.error));
    changedFrom.current = result.ok ? from : null;
  };

  return (
    <Card className="space-y-4 p-5" aria-labelledby={headingId} role="region">
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          {t('courses.statusPanel.title')}
        </h2>
        <CourseStatusBadge status={course.status} />
      </div>
      <p className="text-sm text-fg-muted">{t(EXPLANATIONS[course.status])}</p>
      {noSlides && (
        <SlidesWarning courseId={course.id} title={t('courses.noSlides.message')}>
          <p>{t('courses.noSlides.explanation')}</p>
        </SlidesWarning>
      )}
      {issues.length > 0 && (
        <SlidesWarning courseId={course.id} title={t('courses.publishCheck.title')}>
          <ul className="list-disc space-y-1 ps-5">
            {issues.map((issue) => (
              <li key={`${issue.slide}-${issue.code}`}>
                {t(`courses.publishCheck.${issue.code}`, { n: issue.slide })}
              </li>
            ))}
          </ul>
        </SlidesWarning>
      )}
      <div ref={actionsRef} className="flex flex-wrap gap-2">
        {statusActions(course.status).map((action, index) => (
          <Button
            key={action}
            variant={index === 0 ? 'primary' : 'secondary'}
            isLoading={pending === action}
            disabled={(busy || pending !== null) && pending !== action}
            onClick={() => void run(action)}
          >
            {t(STATUS_ACTION_LABELS[action])}
          </Button>
        ))}
      </div>
    </Card>
  );
}
