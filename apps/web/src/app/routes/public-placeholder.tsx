import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { AuthNotice } from '../layouts/auth-layout';

/**
 * A screen anyone may open, signed in or not, whose feature is not built yet:
 * its name, what it will do, and the way on (the dashboard, or signing in).
 */
export function PublicPlaceholder({
  title,
  icon,
  description,
}: {
  title: string;
  icon: LucideIcon;
  description: string;
}) {
  const { t } = useTranslation();
  const { phase } = useAuth();
  return (
    <AuthNotice title={title} icon={icon} body={description}>
      <Link
        to={phase === 'authenticated' ? paths.dashboard : paths.login}
        className="font-semibold text-primary-700 hover:underline dark:text-primary-300"
      >
        {phase === 'authenticated' ? t('notFound.home') : t('auth.forgot.back')}
      </Link>
    </AuthNotice>
  );
}
