import { useParams } from 'react-router';
import { GroupScreen } from '@/features/groups/components/group-screen';
import { PlanLimitNotice } from '@/features/subscription/components/plan-limit-notice';

export function GroupViewRoute() {
  const { id = '' } = useParams();
  return (
    <GroupScreen
      key={id}
      id={id}
      mode="view"
      renderPlanLimit={(error) => <PlanLimitNotice error={error} />}
    />
  );
}
