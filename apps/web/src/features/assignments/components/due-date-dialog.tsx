import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { Assignee } from '@slidewise/shared/learning/assignment';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useUpdateAssignee } from '../api/update-assignee';
import { dueAtFromDateInput, dueDateProblem, toDateInput } from '../lib/due-date';
import { personName } from '../lib/person-name';
import { DueDateField } from './due-date-field';

interface DueDateDialogProps {
  courseId: string;
  assignee: Assignee;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Sets, moves or removes one person's due date. */
export function DueDateDialog({ courseId, assignee, open, onOpenChange }: DueDateDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const [value, setValue] = useState(assignee.dueAt ? toDateInput(assignee.dueAt) : '');
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateAssignee();

  async function save(dueAt: string | null) {
    try {
      await update.mutateAsync({ courseId, assigneeId: assignee.id, changes: { dueAt } });
      toast.success(dueAt ? t('assign.due.saved') : t('assign.due.cleared'));
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'validation_failed') {
        setProblem('assign.form.duePast');
      } else {
        toast.error(errorMessage(t, error));
      }
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const issue = value ? dueDateProblem(value) : 'assign.due.required';
    setProblem(issue);
    if (!issue) void save(dueAtFromDateInput(value));
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('assign.due.title')}
      description={t('assign.due.description', { name: personName(assignee) })}
      footer={
        <>
          {assignee.dueAt && (
            <Button
              variant="ghost"
              disabled={update.isPending}
              onClick={() => void save(null)}
              className="me-auto"
            >
              {t('assign.due.clear')}
            </Button>
          )}
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('assign.cancel')}
          </Button>
          <Button type="submit" form={formId} isLoading={update.isPending}>
            {t('assign.due.save')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit}>
        <DueDateField
          value={value}
          problem={problem}
          onChange={(next) => {
            setValue(next);
            setProblem(null);
          }}
        />
      </form>
    </Dialog>
  );
}
