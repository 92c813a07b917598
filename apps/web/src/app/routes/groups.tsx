import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button-look';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { GroupsList } from '@/features/groups/components/groups-list';

export function GroupsRoute() {
  const { t } = useTranslation();
  return (
    <Page
      title={t('groups.title')}
      intro={t('groups.intro')}
      actions={
        <Link to={paths.groupCreate} className={buttonClass()}>
          <Plus aria-hidden="true" className="size-4" />
          {t('groups.list.new')}
        </Link>
      }
    >
      <GroupsList />
    </Page>
  );
}
