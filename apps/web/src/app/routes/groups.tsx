import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { GroupsList, linkButtonClass } from '@/features/groups/components/groups-list';

export function GroupsRoute() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="groups-title" className="space-y-6">
      <PageHeader
        id="groups-title"
        title={t('groups.title')}
        intro={t('groups.intro')}
        actions={
          <Link to={paths.groupCreate} className={linkButtonClass}>
            <Plus aria-hidden="true" className="size-4" />
            {t('groups.list.new')}
          </Link>
        }
      />
      <GroupsList />
    </section>
  );
}
