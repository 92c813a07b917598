import { BookPlus, Check, Send, UsersRound, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button-look';
import { paths } from '@/config/paths';
import { cn } from '@/lib/class-names';

/**
 * A leader with nothing assigned yet sees the way to start instead of a wall of zeros:
 * write a course, gather people, assign it. A published course ticks the first step.
 */
export function WelcomePanel({ hasCourse }: { hasCourse: boolean }) {
  const { t } = useTranslation();
  const steps: { icon: LucideIcon; title: string; body: string; done: boolean }[] = [
    {
      icon: BookPlus,
      title: t('dashboard.welcome.step1'),
      body: t('dashboard.welcome.step1Body'),
      done: hasCourse,
    },
    {
      icon: UsersRound,
      title: t('dashboard.welcome.step2'),
      body: t('dashboard.welcome.step2Body'),
      done: false,
    },
    {
      icon: Send,
      title: t('dashboard.welcome.step3'),
      body: t('dashboard.welcome.step3Body'),
      done: false,
    },
  ];
  return (
    <section
      aria-labelledby="dashboard-welcome"
      className="space-y-5 rounded-2xl border border-dashed border-line-strong bg-surface-raised p-6"
    >
      <div className="space-y-1.5">
        <h2 id="dashboard-welcome" className="text-xl font-semibold text-fg">
          {hasCourse ? t('dashboard.welcome.titleNext') : t('dashboard.welcome.title')}
        </h2>
        <p className="max-w-2xl text-fg-muted">
          {hasCourse ? t('dashboard.welcome.bodyNext') : t('dashboard.welcome.body')}
        </p>
      </div>
      <ol className="grid gap-3 md:grid-cols-3">
        {steps.map(({ icon: Icon, title, body, done }) => (
          <li key={title} className="flex gap-3 rounded-xl border border-line p-4">
            <span
              className={cn(
                'grid size-9 shrink-0 place-items-center rounded-full',
                done
                  ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200'
                  : 'bg-primary-50 text-primary-700 dark:bg-primary-950 dark:text-primary-200',
              )}
            >
              {done ? (
                <Check aria-hidden="true" className="size-5" />
              ) : (
                <Icon aria-hidden="true" className="size-5" />
              )}
            </span>
            <div>
              <p className="font-semibold text-fg">
                {title}
                {done && <span className="sr-only"> ({t('dashboard.welcome.done')})</span>}
              </p>
              <p className="text-sm text-fg-muted">{body}</p>
            </div>
          </li>
        ))}
      </ol>
      <Link to={hasCourse ? paths.courses : paths.courseCreate} className={buttonClass()}>
        {hasCourse ? t('dashboard.welcome.assignCta') : t('dashboard.welcome.cta')}
      </Link>
    </section>
  );
}
