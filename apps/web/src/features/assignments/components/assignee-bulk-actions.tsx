import { BellRing, CalendarClock, UserMinus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { Assignee } from '@slidewise/shared/learning/assignment';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import type { Selection } from '@/components/data-table/data-table';
import { Dialog } from '@/components/dialog';
import { errorMessage } from '@/lib/error-message';
import { useBulkAssignees, type BulkAssigneesInput } from '../api/bulk-assignees';
import { dueDateProblem } from '../lib/due-date';
import { DueDateField } from './due-date-field';

type Action = BulkAssigneesInput['action'];

/**
 * What a leader can do to the selected assignees at once: remind them, change their due
 * date, or take the course away (after a confirmation). Each is one call that does all or nothing.
 */
export function AssigneeBulkActions({
  courseId,
  selection,
}: {
  courseId: string;
  selection: Selection<Assignee>;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Action | null>(null);
  const [due, setDue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const formId = useId();
  const bulk = useBulkAssignees();
  const count = selection.ids.length;
  const userIds = selection.ids;

  const DONE: Record<Action, string> = {
    remind: 'assign.bulk.reminded',
    set_due_date: 'assign.bulk.dueSet',
    remove: 'assign.bulk.removed',
  };

  const close = () => {
    bulk.reset();
    setProblem(null);
    setOpen(null);
  };

  function run(input: BulkAssigneesInput) {
    bulk.mutate(input, {
      onSuccess: ({ affected }) => {
        toast.success(t(DONE[input.action], { count: affected }));
        setOpen(null);
        selection.clear();
      },
      // A reminder has no dialog to show its failure in.
      onError: (error) => input.action === 'remind' && toast.error(errorMessage(t, error)),
    });
  }

  function saveDue(event: FormEvent) {
    event.preventDefault();
    const issue = due ? dueDateProblem(due) : 'assign.due.required';
    setProblem(issue);
    if (!issue) run({ courseId, userIds, action: 'set_due_date', dueDate: due });
  }

  return (
    <>
      <Button
        variant="secondary"
        className="px-3 py-2"
        isLoading={bulk.isPending && bulk.variables.action === 'remind'}
        onClick={() => run({ courseId, userIds, action: 'remind' })}
      >
        <BellRing aria-hidden="true" className="size-4" />
        {t('assign.bulk.remind')}
      </Button>
      <Button variant="secondary" className="px-3 py-2" onClick={() => setOpen('set_due_date')}>
        <CalendarClock aria-hidden="true" className="size-4" />
        {t('assign.bulk.due')}
      </Button>
      <Button variant="secondary" className="px-3 py-2" onClick={() => setOpen('remove')}>
        <UserMinus aria-hidden="true" className="size-4" />
        {t('assign.bulk.remove')}
      </Button>

      <Dialog
        open={open === 'set_due_date'}
        onOpenChange={(next) => !next && close()}
        title={t('assign.bulk.dueTitle', { count })}
        footer={
          <>
            <Button
              variant="ghost"
              disabled={bulk.isPending}
              onClick={() => run({ courseId, userIds, action: 'set_due_date', dueDate: null })}
              className="me-auto"
            >
              {t('assign.due.clear')}
            </Button>
            <Button variant="secondary" onClick={close}>
              {t('assign.cancel')}
            </Button>
            <Button type="submit" form={formId} isLoading={bulk.isPending}>
              {t('assign.due.save')}
            </Button>
          </>
        }
      >
        <form id={formId} noValidate onSubmit={saveDue} className="space-y-3">
          <DueDateField
            value={due}
            problem={problem}
            onChange={(next) => {
              setDue(next);
              setProblem(null);
            }}
          />
          {bulk.isError && <Alert tone="error">{errorMessage(t, bulk.error)}</Alert>}
        </form>
      </Dialog>

      <Dialog
        open={open === 'remove'}
        onOpenChange={(next) => !next && close()}
        title={t('assign.bulk.removeTitle', { count })}
        description={t('assign.bulk.removeBody')}
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              {t('assign.cancel')}
            </Button>
            <Button
              isLoading={bulk.isPending}
              onClick={() => run({ courseId, userIds, action: 'remove' })}
              className="bg-red-700 hover:bg-red-800 active:bg-red-900"
            >
              {t('assign.bulk.removeConfirm', { count })}
            </Button>
          </>
        }
      >
        {bulk.isError && <Alert tone="error">{errorMessage(t, bulk.error)}</Alert>}
      </Dialog>
    </>
  );
}
