import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Card } from '@/components/card';
import { paths, pathTo } from '@/config/paths';
import { GroupForm } from '@/features/groups/components/group-form';
import { PlanLimitNotice } from '@/features/subscription/components/plan-limit-notice';
import { usePlanRoom } from '@/features/subscription/hooks/use-plan-room';
import { SkeletonText } from '@/components/skeleton';

export function GroupCreateRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const title = t('groups.create.title');
  // Known before the form: no form to fill in only to be refused.
  const room = usePlanRoom('groups');
  return (
    <section aria-labelledby="group-create-title" className="mx-auto max-w-2xl space-y-6">
      <title>{`${title} · Slidewise`}</title>
      <div className="space-y-1.5">
        <h1 id="group-create-title" className="text-3xl font-bold tracking-tight text-fg">
          {title}
        </h1>
        <p className="text-lg text-fg-muted">{t('groups.create.intro')}</p>
      </div>
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
    </section>
  );
}
