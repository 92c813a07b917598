import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What the field hands its control so label, error and description are wired up. */
export interface FieldControlProps {
  id: string;
  required: boolean;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  label: string;
  required?: boolean;
  /** A translation key (form errors carry keys so they follow a language change). */
  error?: string | undefined;
  /** Extra help under the control, such as the password checklist. */
  description?: ReactNode;
  /** The label beside the control rather than above it (a slider, say). */
  inline?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

export function FormField({
  label,
  required = false,
  error,
  description,
  inline = false,
  children,
}: FormFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const describedBy = [error && errorId, description && descriptionId].filter(Boolean).join(' ');

  const labelRow = (
    <div className="flex items-baseline gap-1">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      {/* Outside the label, so the control's accessible name stays the bare label;
          `required` on the control is what assistive technology announces. */}
      {required && (
        <span
          aria-hidden="true"
          title={t('form.required')}
          className="cursor-help font-semibold text-red-700 dark:text-red-400"
        >
          *
        </span>
      )}
    </div>
  );
  const control = children({
    id,
    required,
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy || undefined,
  });

  return (
    <div className="space-y-1.5">
      {inline ? (
        <div className="flex items-center gap-3">
          {labelRow}
          {control}
        </div>
      ) : (
        <>
          {labelRow}
          {control}
        </>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
          {t(error)}
        </p>
      )}
      {description && <div id={descriptionId}>{description}</div>}
    </div>
  );
}
