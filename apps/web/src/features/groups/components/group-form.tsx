import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  GROUP_DESCRIPTION_MAX,
  GROUP_NAME_MAX,
  groupCreateSchema,
  type Group,
} from '@slidewise/shared/groups/group';
import { Button } from '@/components/button';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/input';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/class-names';
import { useValidatedForm } from '@/lib/use-validated-form';
import { useCreateGroup } from '../api/create-group';
import { useUpdateGroup } from '../api/update-group';
import { GroupFailure } from './group-failure';
import { Textarea } from '@/components/textarea';

/** Announce the count to screen readers only once the limit is near. */
const ANNOUNCE_BELOW = 50;

/** 409 with `{path: 'name', code: 'taken'}`: the leader already has a group of that name. */
export function isNameTaken(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 409 &&
    Array.isArray(error.details) &&
    error.details.some(
      (detail: unknown) =>
        (detail as { path?: unknown } | null)?.path === 'name' &&
        (detail as { code?: unknown }).code === 'taken',
    )
  );
}

function DescriptionCount({ value }: { value: string }) {
  const { t } = useTranslation();
  const remaining = GROUP_DESCRIPTION_MAX - value.length;
  return (
    <>
      <p
        data-testid="description-count"
        className={cn(
          'text-sm',
          remaining < 0 ? 'font-medium text-red-700 dark:text-red-300' : 'text-fg-muted',
        )}
      >
        {t('groups.form.count', { count: value.length, max: GROUP_DESCRIPTION_MAX })}
      </p>
      <p aria-live="polite" className="sr-only">
        {remaining < 0
          ? t('groups.form.over', { count: -remaining })
          : remaining <= ANNOUNCE_BELOW
            ? t('groups.form.remaining', { count: remaining })
            : ''}
      </p>
    </>
  );
}

interface GroupFormProps {
  /** The group to edit; without it the form creates one. */
  group?: Group;
  onSaved: (group: Group) => unknown;
  /** Where "Cancel" leads. */
  cancelTo: string;
  /** Shows a 402 `plan_limit` answer (the route composes the subscription feature's notice). */
  renderPlanLimit?: (error: unknown) => ReactNode;
}

/** A group's name (required, unique per leader) and description (with a live count). */
export function GroupForm({ group, onSaved, cancelTo, renderPlanLimit }: GroupFormProps) {
  const { t } = useTranslation();
  const create = useCreateGroup();
  const update = useUpdateGroup();
  const mutation = group ? update : create;
  const {
    register,
    setError,
    control,
    onSubmit,
    formState: { errors },
  } = useValidatedForm({
    schema: groupCreateSchema,
    serverFields: ['name', 'description'],
    defaultValues: { name: group?.name ?? '', description: group?.description ?? '' },
    onValid: async (values) => {
      try {
        onSaved(
          group
            ? await update.mutateAsync({ id: group.id, ...values })
            : await create.mutateAsync(values),
        );
      } catch (error) {
        if (!isNameTaken(error)) throw error;
        setError('name', { type: 'server', message: 'groups.form.nameTaken' });
      }
    },
  });
  const description = useWatch({ control, name: 'description' }) ?? '';

  // A taken name or a refused field is shown at its field; anything else above the form.
  const formError =
    mutation.error && !isNameTaken(mutation.error) && mutation.error.code !== 'validation_failed'
      ? mutation.error
      : null;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {formError && <GroupFailure error={formError} renderPlanLimit={renderPlanLimit} />}
      <FormField label={t('groups.form.name')} required error={errors.name?.message}>
        {(field) => (
          <Input {...field} {...register('name')} maxLength={GROUP_NAME_MAX} autoComplete="off" />
        )}
      </FormField>
      <FormField
        label={t('groups.form.description')}
        error={errors.description?.message}
        description={<DescriptionCount value={description} />}
      >
        {(field) => (
          <Textarea {...field} {...register('description')} rows={4} className="min-h-28" />
        )}
      </FormField>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" isLoading={mutation.isPending}>
          {group ? t('groups.form.save') : t('groups.form.create')}
        </Button>
        <Link
          to={cancelTo}
          className="inline-flex items-center justify-center rounded-lg border border-line-strong bg-surface-raised px-4 py-2.5 text-sm font-semibold text-fg shadow-xs hover:bg-surface-sunken"
        >
          {t('groups.form.cancel')}
        </Link>
      </div>
    </form>
  );
}
