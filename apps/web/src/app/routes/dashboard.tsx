import { useTranslation } from 'react-i18next';
import { useAuth } from '@/features/auth/hooks/use-auth';

export function DashboardRoute() {
  const { t } = useTranslation();
  const { username, email } = useAuth();
  const title = t('dashboard.title');
  return (
    <section aria-labelledby="dashboard-title" className="space-y-2">
      <title>{`${title} · Slidewise`}</title>
      <h1 id="dashboard-title" className="text-3xl font-bold tracking-tight text-fg">
        {title}
      </h1>
      <p className="text-lg text-fg-muted">{t('dashboard.welcome', { name: username ?? email })}</p>
    </section>
  );
}
