import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <main className="grid min-h-dvh place-items-center bg-slate-50 px-4">
      <title>{`${t('notFound.title')} · Slidewise`}</title>
      <div className="max-w-md space-y-4 text-center">
        <p className="text-sm font-semibold text-primary-700">404</p>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('notFound.title')}</h1>
        <p className="text-slate-700">{t('notFound.body')}</p>
        <Link
          to={paths.home}
          className="inline-flex rounded-lg bg-primary-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-primary-800"
        >
          {t('notFound.home')}
        </Link>
      </div>
    </main>
  );
}
