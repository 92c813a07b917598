import { useTranslation } from 'react-i18next';
import type { Course } from '@slidewise/shared/courses/course';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { LANGUAGE_NAMES } from '@/lib/i18n';
import {
  conflictingFields,
  formValuesOf,
  type CourseField,
  type CourseFormValues,
} from '../lib/course-form-values';

const FIELD_LABELS: Record<CourseField, string> = {
  title: 'courses.form.title',
  description: 'courses.form.description',
  language: 'courses.form.language',
  coverImageId: 'courses.cover.label',
};

/**
 * A save met a newer version saved elsewhere (409). Both sides are shown where they
 * differ, and the person chooses: take the saved one, or put theirs on top of it.
 */
export function ConflictDialog({
  conflict,
  onReload,
  onOverwrite,
  onClose,
  isSaving,
}: {
  conflict: { current: Course; changes: Partial<CourseFormValues> } | null;
  onReload: () => void;
  onOverwrite: () => void;
  onClose: () => void;
  isSaving: boolean;
}) {
  const { t } = useTranslation();
  const fields = conflict ? conflictingFields(conflict.changes, conflict.current) : [];
  const theirs = conflict ? formValuesOf(conflict.current) : null;

  const show = (field: CourseField, values: Partial<CourseFormValues>) => {
    const value = values[field];
    if (field === 'language' && typeof value === 'string' && value in LANGUAGE_NAMES)
      return LANGUAGE_NAMES[value as keyof typeof LANGUAGE_NAMES];
    if (field === 'coverImageId')
      return value ? t('courses.conflict.coverSet') : t('courses.conflict.coverNone');
    return value ? String(value) : t('courses.conflict.empty');
  };

  return (
    <Dialog
      open={conflict !== null}
      onOpenChange={(open) => {
        if (!open && !isSaving) onClose();
      }}
      title={t('courses.conflict.title')}
      description={t('courses.conflict.description')}
      footer={
        <>
          <Button variant="secondary" onClick={onReload} disabled={isSaving}>
            {t('courses.conflict.reload')}
          </Button>
          <Button onClick={onOverwrite} isLoading={isSaving}>
            {t('courses.conflict.overwrite')}
          </Button>
        </>
      }
    >
      {conflict && theirs && fields.length > 0 && (
        <dl className="max-h-72 space-y-3 overflow-y-auto text-sm">
          {fields.map((field) => (
            <div key={field} className="rounded-lg border border-line p-3">
              <dt className="font-semibold">{t(FIELD_LABELS[field])}</dt>
              <dd className="mt-1 grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-3">
                <span className="text-fg-muted">{t('courses.conflict.theirs')}</span>
                <span
                  className="line-clamp-4 break-words whitespace-pre-wrap"
                  data-testid={`conflict-theirs-${field}`}
                  lang={conflict.current.language}
                >
                  {show(field, theirs)}
                </span>
                <span className="text-fg-muted">{t('courses.conflict.mine')}</span>
                <span
                  className="line-clamp-4 break-words whitespace-pre-wrap"
                  data-testid={`conflict-mine-${field}`}
                >
                  {show(field, conflict.changes)}
                </span>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Dialog>
  );
}
