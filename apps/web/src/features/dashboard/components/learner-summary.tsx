import { ArrowRight, CalendarClock, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LearningCard } from '@slidewise/shared/learning/assignment';
import { buttonClass } from '@/components/button-look';
import { MyLearningQuery } from '@/components/my-learning-query';
import { Skeleton, SkeletonRepeat, SkeletonStatus } from '@/components/skeleton';
import { paths, pathTo } from '@/config/paths';
import { cn } from '@/lib/class-names';
import { useFormat } from '@/lib/format';
import { summarizeLearning } from '../lib/learning-summary';
import { DashboardPanel, textLinkClass } from './dashboard-panel';

function Progress({ value, label }: { value: number; label: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className="h-2 w-full overflow-hidden rounded-full bg-surface-sunken"
    >
      <div
        className="h-full rounded-full bg-primary-600 dark:bg-primary-400"
        style={{ width: `${value}%` }}
      />
    </div>
  );
}

function DueText({ card }: { card: LearningCard }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  if (!card.dueAt) return <>{t('dashboard.learner.noDue')}</>;
  const due = date(card.dueAt);
  return card.status === 'overdue' ? (
    <span className="inline-flex items-center gap-1 font-semibold text-secondary-800 dark:text-secondary-300">
      <TriangleAlert aria-hidden="true" className="size-4" />
      {t('dashboard.learner.overdueSince', { date: due })}
    </span>
  ) : (
    <>{t('dashboard.learner.dueOn', { date: due })}</>
  );
}

/** For someone who only learns: their counts, what to do next, and what they have begun. */
export function LearnerSummary() {
  const { t } = useTranslation();
  return (
    <MyLearningQuery
      loading={
        <SkeletonStatus label={t('dashboard.learner.loading')} className="space-y-4">
          <div aria-hidden="true" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <SkeletonRepeat count={4}>
              <Skeleton className="h-24 rounded-2xl" />
            </SkeletonRepeat>
          </div>
          <Skeleton className="h-40 rounded-2xl" />
        </SkeletonStatus>
      }
      emptyTitle={t('dashboard.learner.emptyTitle')}
      emptyBody={t('dashboard.learner.emptyBody')}
    >
      {(cards) => <Summary cards={cards} />}
    </MyLearningQuery>
  );
}

function Summary({ cards }: { cards: LearningCard[] }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const { counts, next, inProgress } = summarizeLearning(cards);
  const figures = [
    { label: t('dashboard.learner.assigned'), value: counts.total },
    { label: t('dashboard.learner.inProgress'), value: counts.inProgress },
    { label: t('dashboard.learner.completed'), value: counts.completed },
    { label: t('dashboard.learner.overdue'), value: counts.overdue, warning: counts.overdue > 0 },
  ];

  return (
    <div className="space-y-6">
      <section aria-label={t('dashboard.learner.figures')}>
        <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {figures.map(({ label, value, warning }) => (
            <div
              key={label}
              className={cn(
                'rounded-2xl border bg-surface-raised p-5',
                warning ? 'border-secondary-500 dark:border-secondary-600' : 'border-line',
              )}
            >
              <dt className="text-sm font-medium text-fg-muted">{label}</dt>
              <dd className="text-3xl font-bold text-fg tabular-nums">{number(value)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <DashboardPanel title={t('dashboard.learner.nextTitle')} titleId="dashboard-next">
          {next ? (
            <div className="space-y-3">
              <p className="text-lg font-semibold text-fg">{next.title}</p>
              <p className="flex items-center gap-1.5 text-sm text-fg-muted">
                <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
                <DueText card={next} />
              </p>
              <Progress
                value={next.progress}
                label={t('dashboard.learner.progressOf', { title: next.title })}
              />
              <Link to={pathTo.learnCourse(next.courseId)} className={buttonClass()}>
                {next.progress > 0 ? t('dashboard.learner.continue') : t('dashboard.learner.start')}
                <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
              </Link>
            </div>
          ) : (
            <p className="text-fg-muted">{t('dashboard.learner.allDone')}</p>
          )}
        </DashboardPanel>

        <DashboardPanel
          title={t('dashboard.learner.inProgressTitle')}
          titleId="dashboard-in-progress"
          action={
            <Link to={paths.learn} className={textLinkClass}>
              {t('dashboard.learner.allCourses')}
            </Link>
          }
        >
          {inProgress.length === 0 ? (
            <p className="text-fg-muted">
              {counts.completed > 0
                ? t('dashboard.learner.noneInProgress')
                : t('dashboard.learner.nothingBegun')}
            </p>
          ) : (
            <ul className="space-y-4">
              {inProgress.map((card) => (
                <li key={card.courseId} className="space-y-1.5">
                  <div className="flex items-baseline justify-between gap-3">
                    <Link to={pathTo.learnCourse(card.courseId)} className={textLinkClass}>
                      {card.title}
                    </Link>
                    <span className="text-sm text-fg-muted tabular-nums">
                      {number(card.progress / 100, { style: 'percent' })}
                    </span>
                  </div>
                  <Progress
                    value={card.progress}
                    label={t('dashboard.learner.progressOf', { title: card.title })}
                  />
                  <p className="text-sm text-fg-muted">
                    <DueText card={card} />
                  </p>
                </li>
              ))}
            </ul>
          )}
        </DashboardPanel>
      </div>
    </div>
  );
}
