import { useParams } from 'react-router';
import { GroupScreen } from '@/features/groups/components/group-screen';
import { PlanLimitNotice } from '@/features/subscription/components/plan-limit-notice';

/** The same screen as the view, with the details editable. */
export function GroupEditRoute() {
  const { id = '' } = useParams();
  return (
    <GroupScreen
      key={id}
      id={id}
      mode="edit"
      renderPlanLimit={(error) => <PlanLimitNotice error={error} />}
    />
  );
}
