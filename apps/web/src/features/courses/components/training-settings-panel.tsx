import { RotateCcw, Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { Course } from '@slidewise/shared/courses/course';
import {
  MAX_ATTEMPTS_MAX,
  PASS_MARK_MAX,
  PASS_MARK_MIN,
  VALID_FOR_DAYS_MAX,
  trainingSettingsSchema,
  type TrainingSettings,
} from '@slidewise/shared/learning/certification';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { CheckboxField } from '@/components/checkbox-field';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormField, type FieldControlProps } from '@/components/form-field';
import { NumberInput } from '@/components/number-input';
import { errorMessage } from '@/lib/error-message';
import { useUpdateCourse } from '../api/update-course';
import { conflictCurrent } from '../lib/course-errors';
import { Select } from '@/components/select';

interface Draft {
  passMark: string;
  maxAttempts: string;
  validForDays: string;
  requireSignOff: boolean;
}

const draftOf = (course: Course): Draft => ({
  passMark: course.passMark === null ? '' : String(course.passMark),
  maxAttempts: course.maxAttempts === null ? '' : String(course.maxAttempts),
  validForDays: course.validForDays === null ? '' : String(course.validForDays),
  requireSignOff: course.requireSignOff,
});

const INVALID = {
  passMark: 'courses.training.invalid.passMark',
  maxAttempts: 'courses.training.invalid.maxAttempts',
  validForDays: 'courses.training.invalid.validForDays',
} as const;
type Checked = keyof typeof INVALID;

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * What makes the course count: a pass mark, attempts, how long a completion holds,
 * and a sign-off; and, for a published course, asking everyone to take it again.
 */
export function TrainingSettingsPanel({
  course,
  onSaved,
}: {
  course: Course;
  onSaved: (course: Course) => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateCourse();
  const [draft, setDraft] = useState(() => draftOf(course));
  const [errors, setErrors] = useState<Partial<Record<Checked, string>>>({});
  const [retraining, setRetraining] = useState(false);

  const settings = {
    passMark: numberOrNull(draft.passMark),
    maxAttempts: numberOrNull(draft.maxAttempts),
    validForDays: numberOrNull(draft.validForDays),
    requireSignOff: draft.requireSignOff,
  };

  const send = async (
    body: Partial<TrainingSettings> & { retrain?: boolean; status?: 'published' },
  ) => {
    try {
      const saved = await update.mutateAsync({ id: course.id, version: course.version, ...body });
      setDraft(draftOf(saved));
      onSaved(saved);
      return true;
    } catch (error) {
      toast.error(conflictCurrent(error) ? t('courses.conflict.toast') : errorMessage(t, error));
      return false;
    }
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = trainingSettingsSchema.safeParse(settings);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.flatMap((issue) => {
            const name = issue.path[0] as Checked;
            return name in INVALID ? [[name, INVALID[name]]] : [];
          }),
        ),
      );
      return;
    }
    setErrors({});
    if (await send(parsed.data)) toast.success(t('courses.training.saved'));
  }

  async function retrain() {
    if (await send({ status: 'published', retrain: true })) {
      setRetraining(false);
      toast.success(t('courses.training.retrained'));
    }
  }

  /** A number setting's input, between `min` and `max`. */
  const numberInput =
    (name: 'passMark' | 'validForDays', min: number, max: number) =>
    (control: FieldControlProps) => (
      <NumberInput
        {...control}
        min={min}
        max={max}
        className="max-w-32"
        value={draft[name]}
        onChange={(event) => setDraft((d) => ({ ...d, [name]: event.target.value }))}
      />
    );

  return (
    <Card className="space-y-5 p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-fg">{t('courses.training.title')}</h2>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
        <FormField
          label={t('courses.training.passMark')}
          error={errors.passMark}
          description={
            <p className="text-sm text-fg-muted">{t('courses.training.passMarkHint')}</p>
          }
        >
          {numberInput('passMark', PASS_MARK_MIN, PASS_MARK_MAX)}
        </FormField>
        <FormField label={t('courses.training.maxAttempts')} error={errors.maxAttempts}>
          {(control) => (
            <Select
              {...control}
              className="max-w-xs"
              value={draft.maxAttempts}
              onChange={(event) => setDraft((d) => ({ ...d, maxAttempts: event.target.value }))}
            >
              <option value="">{t('courses.training.unlimited')}</option>
              {Array.from({ length: MAX_ATTEMPTS_MAX }, (_, i) => i + 1).map((n) => (
                <option key={n} value={String(n)}>
                  {t('courses.training.attempts', { count: n })}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField
          label={t('courses.training.validForDays')}
          error={errors.validForDays}
          description={
            <p className="text-sm text-fg-muted">{t('courses.training.validForDaysHint')}</p>
          }
        >
          {numberInput('validForDays', 1, VALID_FOR_DAYS_MAX)}
        </FormField>
        <CheckboxField
          label={t('courses.training.requireSignOff')}
          checked={draft.requireSignOff}
          onChange={(event) => setDraft((d) => ({ ...d, requireSignOff: event.target.checked }))}
        />
        <Button type="submit" isLoading={update.isPending && !retraining}>
          <Save aria-hidden="true" className="size-4" />
          {t('courses.training.save')}
        </Button>
      </form>
      {course.status === 'published' && (
        <div className="space-y-2 border-t border-line pt-4">
          <p className="text-sm text-fg-muted">{t('courses.training.retrainHint')}</p>
          <Button variant="secondary" onClick={() => setRetraining(true)}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {t('courses.training.retrain')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={retraining}
        onOpenChange={(open) => !update.isPending && setRetraining(open)}
        title={t('courses.training.retrainTitle')}
        description={t('courses.training.retrainBody', { count: course.assigneeCount })}
        cancelLabel={t('courses.training.minorChange')}
        confirmLabel={t('courses.training.everyoneAgain')}
        onConfirm={() => void retrain()}
        isPending={update.isPending}
      />
    </Card>
  );
}
