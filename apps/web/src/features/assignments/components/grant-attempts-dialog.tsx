import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_ATTEMPTS_MAX, grantAttemptsSchema } from '@slidewise/shared/learning/certification';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormField } from '@/components/form-field';
import { NumberInput } from '@/components/number-input';
import { useDialogAction } from '@/lib/use-dialog-action';
import { useGrantAttempts } from '../api/grant-attempts';
import { personName } from '../lib/person-name';
import type { AssigneeDialogProps } from './assignee-dialog-props';

/** Gives one person more attempts at a course they did not pass. */
export function GrantAttemptsDialog({ courseId, assignee, onOpenChange }: AssigneeDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const [value, setValue] = useState('1');
  const [problem, setProblem] = useState<string | undefined>();
  const grant = useGrantAttempts();
  const run = useDialogAction(onOpenChange);
  const name = personName(assignee);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = grantAttemptsSchema.safeParse({ extra: Number(value) });
    if (!parsed.success) {
      setProblem('assign.attempts.invalid');
      return;
    }
    const { extra } = parsed.data;
    await run(
      grant.mutateAsync({ courseId, assigneeId: assignee.id, extra }),
      t('assign.attempts.granted', { name, count: extra }),
    );
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
            <NumberInput
              {...field}
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
