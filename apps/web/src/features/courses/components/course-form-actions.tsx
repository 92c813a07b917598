import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { To } from 'react-router';
import { Button } from '@/components/button';
import { LinkButton } from './link-button';

/** A course form's submit button and the way out without saving (and, after them, `children`). */
export function CourseFormActions({
  icon: Icon,
  submitLabel,
  cancelTo,
  isSubmitting,
  uploading = false,
  children,
}: {
  icon: LucideIcon;
  submitLabel: string;
  cancelTo: To;
  isSubmitting: boolean;
  /** A cover is still on its way: the form waits for it. */
  uploading?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="submit" isLoading={isSubmitting} disabled={uploading}>
        <Icon aria-hidden="true" className="size-4" />
        {submitLabel}
      </Button>
      <LinkButton to={cancelTo} variant="secondary">
        {t('courses.form.cancel')}
      </LinkButton>
      {children}
    </div>
  );
}
