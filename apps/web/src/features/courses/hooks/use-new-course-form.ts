import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import type { Course } from '@slidewise/shared/courses/course';
import { pathTo } from '@/config/paths';
import { toastProgress } from '@/lib/toast-progress';
import { useValidatedForm } from '@/lib/use-validated-form';
import { useCreateCourse, type createCourse } from '../api/create-course';
import { useUnsavedChanges } from './use-unsaved-changes';

/**
 * A form that creates a course (blank or from a starter course): it toasts how the
 * creation went and opens the new course in the slide editor, since slides are what a
 * course is made of. `onErrorChange` hears the last failure (null when a new attempt
 * starts), for the screen to add to it (the plan notice).
 */
export function useNewCourseForm<Input extends FieldValues, Output extends FieldValues>({
  schema,
  defaultValues,
  serverFields,
  toRequest,
  saving,
  done,
  onErrorChange,
}: {
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  serverFields: readonly Path<Input>[];
  toRequest: (values: Output) => Parameters<typeof createCourse>[0];
  /** The toast while it is created, and once it is (with the new course's title). */
  saving: string;
  done: (course: Course) => string;
  onErrorChange?: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateCourse();
  const form = useValidatedForm({
    schema,
    defaultValues,
    serverFields,
    onValid: async (values) => {
      onErrorChange?.(null);
      try {
        const course = await toastProgress(t, create.mutateAsync(toRequest(values)), {
          loading: saving,
          success: done,
        });
        unsaved.allowLeaving();
        await navigate(pathTo.courseSlides(course.id));
      } catch (error) {
        onErrorChange?.(error);
        throw error;
      }
    },
  });
  const unsaved = useUnsavedChanges(form.formState.isDirty);
  return { form, blocker: unsaved.blocker };
}
