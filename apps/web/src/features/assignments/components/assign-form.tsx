import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { ASSIGN_MESSAGE_MAX } from '@slidewise/shared/learning/assignment';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/input';
import { Textarea } from '@/components/textarea';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/class-names';
import { errorMessage } from '@/lib/error-message';
import { useFormat } from '@/lib/format';
import { validationErrorMap } from '@/lib/validation-messages';
import { useAssignCourse } from '../api/assign-course';
import { useGroups } from '../api/get-groups';
import { useEmailSuggestions } from '../hooks/use-email-suggestions';
import { assignResultMessage } from '../lib/assign-result';
import { dueAtFromDateInput, dueDateProblem, toDateInput } from '../lib/due-date';
import { markInvalid } from '../lib/email-chips';
import { EmailChipsInput } from './email-chips-input';
import { GroupPicker } from './group-picker';

const assignFormSchema = z
  .object({
    emails: z.array(z.object({ email: z.string(), valid: z.boolean() })),
    groupIds: z.array(z.string()),
    dueDate: z.string(),
    message: z.string().max(ASSIGN_MESSAGE_MAX),
  })
  .superRefine((values, ctx) => {
    if (values.emails.length + values.groupIds.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['emails'], message: 'assign.form.nobody' });
    } else if (values.emails.some((chip) => !chip.valid)) {
      ctx.addIssue({ code: 'custom', path: ['emails'], message: 'assign.form.invalidEmails' });
    }
    const due = dueDateProblem(values.dueDate);
    if (due) ctx.addIssue({ code: 'custom', path: ['dueDate'], message: due });
  });
type AssignFormValues = z.infer<typeof assignFormSchema>;

const EMPTY: AssignFormValues = { emails: [], groupIds: [], dueDate: '', message: '' };

/** Field problems in a server `validation_failed` answer that this form can place. */
function serverIssues(error: unknown) {
  if (!(error instanceof ApiError) || error.code !== 'validation_failed') return [];
  return (Array.isArray(error.details) ? error.details : []).flatMap((detail: unknown) => {
    const { path, code } = (detail ?? {}) as { path?: unknown; code?: unknown };
    return typeof path === 'string' && typeof code === 'string' ? [{ path, code }] : [];
  });
}

interface AssignFormProps {
  courseId: string;
  /** What to show for a refusal by the plan (HTTP 402): composed by the route. */
  renderPlanLimit: (error: unknown) => ReactNode;
}

/** Assign the course to people (by address) and groups, with an optional due date and message. */
export function AssignForm({ courseId, renderPlanLimit }: AssignFormProps) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const [wantSuggestions, setWantSuggestions] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [planLimit, setPlanLimit] = useState<unknown>(null);
  const groups = useGroups();
  const suggestions = useEmailSuggestions(courseId, groups.data?.items, wantSuggestions);
  const assign = useAssignCourse();
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AssignFormValues>({
    resolver: zodResolver(assignFormSchema, { error: validationErrorMap }),
    defaultValues: EMPTY,
  });
  const message = useWatch({ control, name: 'message' });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setPlanLimit(null);
    const dueAt = values.dueDate ? dueAtFromDateInput(values.dueDate) : null;
    const sent = values.emails.map((chip) => chip.email);
    try {
      const result = await assign.mutateAsync({
        courseId,
        body: {
          emails: sent,
          groupIds: values.groupIds,
          ...(dueAt ? { dueAt } : {}),
          ...(values.message.trim() ? { message: values.message.trim() } : {}),
        },
      });
      toast.success(assignResultMessage(t, result));
      reset(EMPTY);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'plan_limit') {
        setPlanLimit(error);
        return;
      }
      const issues = serverIssues(error);
      if (issues.length === 0) {
        setFormError(errorMessage(t, error));
        return;
      }
      const refused = issues.flatMap(({ path }) => {
        const index = /^emails\.(\d+)$/.exec(path)?.[1];
        return index === undefined ? [] : [sent[Number(index)] ?? ''];
      });
      if (refused.length) {
        setValue('emails', markInvalid(getValues('emails'), refused));
        setError(
          'emails',
          { type: 'server', message: 'assign.form.invalidEmails' },
          { shouldFocus: true },
        );
      }
      if (issues.some(({ path }) => path === 'dueAt')) {
        setError('dueDate', { type: 'server', message: 'assign.form.duePast' });
      }
      if (issues.some(({ code }) => code === 'not_published')) {
        setFormError(t('assign.form.notPublished'));
      } else if (issues.some(({ code }) => code === 'unknown_group')) {
        setFormError(t('assign.form.unknownGroup'));
        void groups.refetch();
      } else if (!refused.length && !issues.some(({ path }) => path === 'dueAt')) {
        setFormError(errorMessage(t, error));
      }
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <FormField
        label={t('assign.form.people')}
        error={errors.emails?.message}
        description={<p className="text-sm text-fg-muted">{t('assign.form.peopleHint')}</p>}
      >
        {(field) => (
          <Controller
            control={control}
            name="emails"
            render={({ field: { value, onChange, ref } }) => (
              <EmailChipsInput
                ref={ref}
                field={field}
                chips={value}
                onChange={onChange}
                suggestions={suggestions}
                onFirstFocus={() => setWantSuggestions(true)}
              />
            )}
          />
        )}
      </FormField>

      <Controller
        control={control}
        name="groupIds"
        render={({ field: { value, onChange } }) => (
          <GroupPicker
            groups={groups.data?.items}
            loading={groups.isPending}
            failed={groups.isError}
            selected={value}
            onChange={onChange}
          />
        )}
      />

      <div className="grid gap-6 sm:grid-cols-2">
        <FormField
          label={t('assign.form.dueDate')}
          error={errors.dueDate?.message}
          description={<p className="text-sm text-fg-muted">{t('assign.form.dueDateHint')}</p>}
        >
          {(field) => (
            <Input {...field} {...register('dueDate')} type="date" min={toDateInput(new Date())} />
          )}
        </FormField>
      </div>

      <FormField
        label={t('assign.form.message')}
        error={errors.message?.message}
        description={
          <p
            className={cn(
              'text-sm',
              message.length > ASSIGN_MESSAGE_MAX
                ? 'text-red-700 dark:text-red-400'
                : 'text-fg-muted',
            )}
          >
            {t('assign.form.messageCount', {
              length: number(message.length),
              max: number(ASSIGN_MESSAGE_MAX),
            })}
          </p>
        }
      >
        {(field) => (
          <Textarea
            {...field}
            {...register('message')}
            rows={3}
            className="min-h-24"
            placeholder={t('assign.form.messagePlaceholder')}
          />
        )}
      </FormField>

      {planLimit !== null && renderPlanLimit(planLimit)}
      {formError && (
        <Alert tone="error">
          <p>{formError}</p>
        </Alert>
      )}

      <Button type="submit" isLoading={isSubmitting}>
        {t('assign.form.submit')}
      </Button>
    </form>
  );
}
