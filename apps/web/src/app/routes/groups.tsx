import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { GroupsList, linkButtonClass } from '@/features/groups/components/groups-list';

export function GroupsRoute() {
  const { t } = useTranslation();
  const title = t('groups.title');
  return (
    <section aria-labelledby="groups-title" className="space-y-6">
      <title>{`${title} · Slidewise`}</title>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1.5">
          <h1 id="groups-title" className="text-3xl font-bold tracking-tight text-fg">
            {title}
          </h1>
          <p className="text-lg text-fg-muted">{t('groups.intro')}</p>
        </div>
        <Link to={paths.groupCreate} className={linkButtonClass}>
          <Plus aria-hidden="true" className="size-4" />
          {t('groups.list.new')}
        </Link>
      </div>
      <GroupsList />
    </section>
  );
}
