import { BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { buttonClass } from '@/components/button-look';
import { LoadingScreen } from '@/components/loading-screen';
import { paths } from '@/config/paths';
import { useLearnerOnly } from '@/features/auth/api/get-me';
import { LearnerWorkspaceCard } from '@/features/subscription/components/learner-workspace-card';
import { DocumentTitle } from '@/components/document-title';

/**
 * A leader's screens (courses, groups, reports, subscription). An account that only
 * learns gets a short page saying what they are for, instead of a form that fails,
 * and the one-click way to a workspace of its own.
 */
export function LeaderOnly() {
  const { t } = useTranslation();
  const learnerOnly = useLearnerOnly();
  if (learnerOnly === undefined) return <LoadingScreen />;
  if (!learnerOnly) return <Outlet />;
  const title = t('app.leaderOnly.title');
  return (
    <section aria-labelledby="leader-only-title" className="mx-auto max-w-xl space-y-4 py-8">
      <DocumentTitle title={title} />
      <span className="grid size-12 place-items-center rounded-full bg-primary-50 text-primary-700 dark:bg-primary-950 dark:text-primary-200">
        <BookOpen aria-hidden="true" className="size-6" />
      </span>
      <h1 id="leader-only-title" className="text-2xl font-bold tracking-tight text-fg">
        {title}
      </h1>
      <p className="text-fg-muted">{t('app.leaderOnly.body')}</p>
      <Link to={paths.learn} className={buttonClass()}>
        {t('app.leaderOnly.action')}
      </Link>
      <LearnerWorkspaceCard />
    </section>
  );
}
