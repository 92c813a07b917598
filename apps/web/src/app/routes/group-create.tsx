import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { Card } from '@/components/card';
import { Page } from '@/components/page';
import { paths, pathTo } from '@/config/paths';
import { GroupForm } from '@/features/groups/components/group-form';
import { PlanLimitNotice } from '@/features/subscription/components/plan-limit-notice';
import { usePlanRoom } from '@/features/subscription/hooks/use-plan-room';
import { SkeletonText } from '@/components/skeleton';

export function GroupCreateRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Known before the form: no form to fill in only to be refused.
  const room = usePlanRoom('groups');
  return (
    <Page
      className="mx-auto max-w-2xl space-y-6"
      title={t('groups.create.title')}
      intro={t('groups.create.intro')}
    >
      {room.reached ? (
        <PlanLimitNotice limit={room.reached} />
      ) : room.pending ? (
        <SkeletonText lines={4} />
      ) : (
        <Card className="p-6">
          <GroupForm
            cancelTo={paths.groups}
            renderPlanLimit={(error) => <PlanLimitNotice error={error} />}
            onSaved={(group) => {
              toast.success(t('groups.create.done', { name: group.name }));
              // Next: add people to it.
              return navigate(pathTo.groupView(group.id), { replace: true });
            }}
          />
        </Card>
      )}
    </Page>
  );
}
