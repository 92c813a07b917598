import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { AuthHeader } from '../layouts/auth-layout';

/**
 * A screen anyone may open, signed in or not, whose feature is not built yet:
 * its name, what it will do, and the way on (the dashboard, or signing in).
 */
export function PublicPlaceholder({
  title,
  icon: Icon,
  description,
}: {
  title: string;
  icon: LucideIcon;
  description: string;
}) {
  const { t } = useTranslation();
  const { phase } = useAuth();
  return (
    <>
      <AuthHeader title={title} />
      <div className="flex flex-col items-center gap-4 text-center">
        <span className="grid size-12 place-items-center rounded-full bg-primary-50 text-primary-700 dark:bg-primary-950 dark:text-primary-200">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <p className="text-fg-muted">{description}</p>
        {phase === 'authenticated' ? (
          <Link
            to={paths.dashboard}
            className="font-semibold text-primary-700 hover:underline dark:text-primary-300"
          >
            {t('notFound.home')}
          </Link>
        ) : (
          <Link
            to={paths.login}
            className="font-semibold text-primary-700 hover:underline dark:text-primary-300"
          >
            {t('auth.forgot.back')}
          </Link>
        )}
      </div>
    </>
  );
}
