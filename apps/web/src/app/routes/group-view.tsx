import { useParams } from 'react-router';
import { useGroup } from '@/features/groups/api/get-group';
import { GroupScreen } from '@/features/groups/components/group-screen';
import { JoinLinksPanel } from '@/features/join-links/components/join-links-panel';
import { PlanLimitNotice } from '@/features/subscription/components/plan-limit-notice';

export function GroupViewRoute() {
  const { id = '' } = useParams();
  const group = useGroup(id);
  const planLimit = (error: unknown) => <PlanLimitNotice error={error} />;
  return (
    <div key={id} className="space-y-8">
      <GroupScreen id={id} mode="view" renderPlanLimit={planLimit} />
      {group.data && (
        <JoinLinksPanel groupId={id} groupName={group.data.name} renderPlanLimit={planLimit} />
      )}
    </div>
  );
}
