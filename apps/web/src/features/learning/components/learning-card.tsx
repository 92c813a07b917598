import { CalendarClock, Download, GraduationCap, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LearningCard as Card } from '@slidewise/shared/learning/assignment';
import { buttonClass } from '@/components/button-look';
import { Card as Panel } from '@/components/card';
import { pathTo } from '@/config/paths';
import { cn } from '@/lib/class-names';
import { useFormat } from '@/lib/format';
import { certificatePdfUrl } from '@/lib/certificate-url';
import { cardAction, isOverdue } from '../lib/card-action';
import { LeaderMessage } from './leader-message';

const STATUS = {
  not_started: {
    key: 'learning.status.notStarted',
    className: 'bg-surface-sunken text-fg-muted border-line',
  },
  in_progress: {
    key: 'learning.status.inProgress',
    className:
      'bg-primary-50 text-primary-900 border-primary-200 dark:bg-primary-950 dark:text-primary-100 dark:border-primary-800',
  },
  completed: {
    key: 'learning.status.completed',
    className:
      'bg-emerald-50 text-emerald-900 border-emerald-200 dark:bg-emerald-950 dark:text-emerald-100 dark:border-emerald-800',
  },
  failed: {
    key: 'learning.status.failed',
    className:
      'bg-red-50 text-red-900 border-red-300 dark:bg-red-950 dark:text-red-100 dark:border-red-800',
  },
  overdue: {
    key: 'learning.status.overdue',
    className:
      'bg-secondary-100 text-secondary-950 border-secondary-300 dark:bg-secondary-950 dark:text-secondary-100 dark:border-secondary-700',
  },
} as const;

const ACTIONS = {
  start: 'learning.actions.start',
  continue: 'learning.actions.continue',
  review: 'learning.actions.review',
} as const;

/** One assigned course: cover, title, who assigned it, when it is due, how far along, and the way in. */
export function LearningCard({ card }: { card: Card }) {
  const { t } = useTranslation();
  const { date, number } = useFormat();
  const titleId = useId();
  const status = STATUS[card.status];
  const overdue = isOverdue(card);
  const percent = number(card.progress / 100, { style: 'percent' });

  return (
    <Panel className="flex w-full flex-col overflow-hidden">
      <article aria-labelledby={titleId} className="flex flex-1 flex-col">
        {card.coverImage ? (
          <img src={card.coverImage} alt="" className="aspect-video w-full object-cover" />
        ) : (
          <div
            aria-hidden="true"
            className="grid aspect-video w-full place-items-center bg-gradient-to-br from-primary-100 to-secondary-100 text-primary-700 dark:from-primary-950 dark:to-secondary-950 dark:text-primary-200"
          >
            <GraduationCap className="size-12" />
          </div>
        )}
        <div className="flex flex-1 flex-col gap-3 p-5">
          <div className="flex flex-wrap items-center gap-2">
            <span
              className={cn(
                'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold',
                status.className,
              )}
            >
              {t(status.key)}
            </span>
            {card.status === 'completed' && card.score !== null && (
              <span className="text-sm text-fg-muted">
                {t('learning.card.score', {
                  score: number(card.score / 100, { style: 'percent' }),
                })}
              </span>
            )}
            {card.status !== 'completed' && card.result === 'failed' && card.score !== null && (
              <span className="text-sm font-medium text-red-800 dark:text-red-300">
                {t('learning.card.notPassed', {
                  score: number(card.score / 100, { style: 'percent' }),
                })}
              </span>
            )}
          </div>
          {/* The title reads in its own direction, from the page's start edge. */}
          <h2 id={titleId} className="text-lg font-semibold text-fg">
            <bdi lang={card.language} dir="auto">
              {card.title}
            </bdi>
          </h2>
          <p className="text-sm text-fg-muted">
            {t('learning.card.from', { name: card.leaderName })}
          </p>
          <LeaderMessage leaderName={card.leaderName} message={card.message} />
          {card.dueAt &&
            (overdue ? (
              <p className="flex items-center gap-1.5 text-sm font-semibold text-secondary-800 dark:text-secondary-300">
                <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
                {t('learning.card.overdue', { date: date(card.dueAt) })}
              </p>
            ) : (
              <p className="flex items-center gap-1.5 text-sm text-fg-muted">
                <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
                {t('learning.card.due', { date: date(card.dueAt) })}
              </p>
            ))}
          <p className="text-sm text-fg-muted">
            {t('learning.card.slides', { count: card.slideCount })} ·{' '}
            {t('learning.card.minutes', { count: card.estimatedMinutes })}
          </p>
          <div className="mt-auto space-y-1.5 pt-2">
            <div className="flex items-center justify-between text-sm">
              <span className="text-fg-muted">{t('learning.card.progress')}</span>
              <span className="font-semibold text-fg">{percent}</span>
            </div>
            <div
              role="progressbar"
              aria-label={t('learning.card.progressOf', { title: card.title })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={card.progress}
              aria-valuetext={percent}
              className="h-2 overflow-hidden rounded-full bg-surface-sunken"
            >
              <div
                className={cn(
                  'h-full rounded-full',
                  card.status === 'completed' ? 'bg-emerald-600' : 'bg-primary-600',
                )}
                style={{ width: `${card.progress}%` }}
              />
            </div>
          </div>
          <Link
            to={pathTo.learnCourse(card.courseId)}
            aria-describedby={titleId}
            className={buttonClass('primary', 'mt-2 min-h-11')}
          >
            {t(ACTIONS[cardAction(card)])}
          </Link>
          {card.certificateId && (
            <a
              href={certificatePdfUrl(card.certificateId)}
              download
              aria-label={t('learning.card.certificateOf', { title: card.title })}
              className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-line-strong px-4 py-2.5 text-sm font-semibold text-fg hover:bg-surface-sunken"
            >
              <Download aria-hidden="true" className="size-4" />
              {t('learning.card.certificate')}
            </a>
          )}
        </div>
      </article>
    </Panel>
  );
}
