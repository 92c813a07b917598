import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/input';

const ALT_TEXT_MAX = 300;

/** The file to upload; choosing one hands it (or null, when cleared) to `onFile`. */
export function UploadFileField({
  label,
  required,
  error,
  types,
  onFile,
}: {
  label: string;
  required?: boolean;
  error: string | undefined;
  /** The media types offered. */
  types: readonly string[];
  onFile: (file: File | null) => void;
}) {
  return (
    <FormField label={label} required={required} error={error}>
      {(control) => (
        <Input
          {...control}
          type="file"
          accept={types.join(',')}
          onChange={(event) => onFile(event.target.files?.[0] ?? null)}
          className="file:me-3 file:rounded-md file:border-0 file:bg-primary-50 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-primary-800 dark:file:bg-primary-900 dark:file:text-primary-50"
        />
      )}
    </FormField>
  );
}

/** An uploaded picture's description (its alternative text), with what makes a good one. */
export function AltTextField({
  value,
  onChange,
  error,
  required = true,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  required?: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <FormField
      label={t('editor.media.alt')}
      required={required}
      error={error}
      description={<p className="text-xs text-fg-muted">{t('editor.media.altHelp')}</p>}
    >
      {(control) => (
        <Input
          {...control}
          maxLength={ALT_TEXT_MAX}
          disabled={disabled}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
