import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Assignee } from '@slidewise/shared/learning/assignment';
import { MAX_ATTEMPTS_MAX, grantAttemptsSchema } from '@slidewise/shared/learning/certification';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/input';
import { errorMessage } from '@/lib/error-message';
import { useGrantAttempts } from '../api/grant-attempts';
import { personName } from '../lib/person-name';

/** Gives one person more attempts at a course they did not pass. */
export function GrantAttemptsDialog({
  courseId,
  assignee,
  onOpenChange,
}: {
  courseId: string;
  assignee: Assignee;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const [value, setValue] = useState('1');
  const [problem, setProblem] = useState<string | undefined>();
  const grant = useGrantAttempts();
  const name = personName(assignee);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = grantAttemptsSchema.safeParse({ extra: Number(value) });
    if (!parsed.success) {
      setProblem('assign.attempts.invalid');
      return;
    }
    try {
      await grant.mutateAsync({ courseId, assigneeId: assignee.id, extra: parsed.data.extra });
      toast.success(t('assign.attempts.granted', { name, count: parsed.data.extra }));
      onOpenChange(false);
    } catch (error) {
      toast.error(errorMessage(t, error));
    }
  }

  return (
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      title={t('assign.attempts.title')}
      description={t('assign.attempts.description', { name })}
      cancelLabel={t('assign.cancel')}
      confirmLabel={t('assign.attempts.submit')}
      form={formId}
      isPending={grant.isPending}
    >
      <form id={formId} noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormField label={t('assign.attempts.label')} required error={problem}>
          {(field) => (
            <Input
              {...field}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_ATTEMPTS_MAX}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              className="max-w-32"
            />
          )}
        </FormField>
      </form>
    </ConfirmDialog>
  );
}
