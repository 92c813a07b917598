import type { Assignee } from '@slidewise/shared/learning/assignment';

/** What each dialog about one assignee (grant attempts, revoke, remove) is given. */
export interface AssigneeDialogProps<A extends Assignee = Assignee> {
  courseId: string;
  assignee: A;
  onOpenChange: (open: boolean) => void;
}
